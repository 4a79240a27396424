import { Readable } from 'node:stream';
import { Hono } from 'hono';
import type { AppEnv } from '@/server/http/types';
import { FALLBACK_CACHE_CONTROL, PICTURE_CACHE_CONTROL } from './headers';
import type { MediaService } from './service';

/** Whether an If-None-Match header names this entity tag (weak or strong, or `*`). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

const notFound = (c: { text: (t: string, s: 404) => Response; header: (k: string, v: string) => void }) => {
  c.header('Cache-Control', 'no-store');
  return c.text('Not found', 404);
};

/**
 * `GET /media/pictures/<id>-<width>.<webp|avif>` from the storage (folder or bucket alike): the
 * name is checked against the shared contract before the storage sees it (no other name, no path),
 * served with its type and a year-long immutable cache, ETag and 304. An AVIF not made yet
 * answers a one-minute redirect to the WebP of the same width, so a `<picture>` never breaks.
 * Mounted at /media, before the web app's fallback; anything else under /media is a plain 404.
 */
export function mediaFileRoutes(media: MediaService) {
  return new Hono<AppEnv>()
    .get('/pictures/:name', async (c) => {
      const found = await media.lookup(c.req.param('name'));
      if (!found) return notFound(c);
      if (found.kind === 'fallback') {
        c.header('Cache-Control', FALLBACK_CACHE_CONTROL);
        return c.redirect(found.url, 302);
      }
      const { file, contentType } = found;
      c.header('Cache-Control', PICTURE_CACHE_CONTROL);
      c.header('ETag', file.etag);
      if (matches(c.req.header('if-none-match'), file.etag)) {
        file.body.destroy();
        return c.body(null, 304);
      }
      c.header('Content-Type', contentType);
      c.header('Content-Length', String(file.size));
      // Hono answers HEAD through this GET and drops the body unread: close the file ourselves.
      if (c.req.method === 'HEAD') {
        file.body.destroy();
        return c.body(null, 200);
      }
      return c.body(Readable.toWeb(file.body) as ReadableStream, 200);
    })
    .all('*', (c) => notFound(c));
}
