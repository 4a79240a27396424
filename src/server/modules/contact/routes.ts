import { Hono, type MiddlewareHandler } from 'hono';
import { AppError } from '@/server/http/app-error';
import { clientIp } from '@/server/http/client-ip';
import { requireRoute } from '@/server/http/permissions';
import { currentAuth } from '@/server/http/session';
import type { AppEnv } from '@/server/http/types';
import { validate } from '@/server/http/validate';
import {
  contactHandledSchema,
  contactMessageParams,
  contactMessageSchema,
  staffContactQuery,
} from '@/shared/contact/schemas';
import { storeScope } from '@/shared/permissions/store-scope';
import type { ContactService } from './service';

/**
 * Contact messages belong to the whole shop, not to a store: only staff who reach every store read
 * and answer them (the live stream tells them to the same people, decision 088). A store's manager
 * opens the desk but not this panel (403).
 */
const everyStore: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { profile } = currentAuth(c);
  if (storeScope({ role: profile?.role, storeId: profile?.store_id }).kind !== 'every')
    throw new AppError('forbidden', 'auth.storeForbidden');
  return next();
};

/**
 * `POST /` is public, rate limited (upload class, as every anonymous write): the contact form of
 * SPEC §2.7. `/staff/messages` is the desk's contact panel (issue 40), for those who reach every store.
 */
export function contactRoutes(contact: ContactService, trustedProxies: ReadonlySet<string>) {
  return new Hono<AppEnv>()
    .post('/', validate('json', contactMessageSchema), async (c) => {
      const row = await contact.submit(c.req.valid('json'), { ip: clientIp(c, trustedProxies) });
      return c.json({ id: row.id }, 201);
    })
    .get(
      '/staff/messages',
      requireRoute('GET /api/contact/staff/messages'),
      everyStore,
      validate('query', staffContactQuery),
      async (c) => c.json(await contact.staff.list(c.req.valid('query').state)),
    )
    .post(
      '/staff/messages/:id/handled',
      requireRoute('POST /api/contact/staff/messages/:id/handled'),
      everyStore,
      validate('param', contactMessageParams),
      validate('json', contactHandledSchema),
      async (c) =>
        c.json({
          message: await contact.staff.setHandled(c.req.valid('param').id, c.req.valid('json').handled),
        }),
    );
}
