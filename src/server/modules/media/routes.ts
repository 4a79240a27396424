import { Hono } from 'hono';
import { requireRoute } from '@/server/http/permissions';
import type { RateClass } from '@/server/http/rate-limit';
import type { AppEnv } from '@/server/http/types';
import { validate } from '@/server/http/validate';
import { pictureUpload } from '@/shared/media/schemas';
import { actorOf } from '../audit/public';
import type { MediaService } from './service';

/** The upload's full path: its own body limit (app.ts) and its own rate class. */
export const PICTURE_UPLOAD_PATH = '/api/media/staff/pictures';

/** SPEC §9: "storage uploads count as upload" (30 per minute, 2-minute block), not as admin writes. */
export const mediaRateClass = (path: string): RateClass | undefined =>
  path === PICTURE_UPLOAD_PATH ? 'upload' : undefined;

/**
 * The admin panel's picture upload, mounted at /api/media/staff. `manage_products` (managers edit
 * their products' pictures; admins and super_admins hold it too, for banners). Multipart, field
 * `file`; answers 201 `{ picture: { id, url, width, height } }` once the WebP versions are stored.
 */
export function mediaStaffRoutes(media: MediaService) {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    })
    .post(
      '/pictures',
      requireRoute('POST /api/media/staff/pictures'),
      validate('form', pictureUpload),
      async (c) => c.json({ picture: await media.upload(actorOf(c), c.req.valid('form').file) }, 201),
    );
}
