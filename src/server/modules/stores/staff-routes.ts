import { type Context, Hono } from 'hono';
import { requireRoute, requireStoreAccess } from '@/server/http/permissions';
import { currentAuth } from '@/server/http/session';
import type { AppEnv } from '@/server/http/types';
import { validate } from '@/server/http/validate';
import { fulfilmentSaveSchema, storeCreateSchema, storeEditSchema } from '@/shared/delivery/store-schemas';
import { actorOf } from '../audit/public';
import type { StoreViewer } from './store-reads';
import type { StoresService } from './stores-service';

function viewerOf(c: Context<AppEnv>): StoreViewer {
  const { profile } = currentAuth(c);
  return { role: profile?.role ?? '', storeId: profile?.store_id ?? null };
}

/** The path's store, as written: the service answers 404 for an id that is not a store. */
const storeParam = (c: Context<AppEnv>) => c.req.param('storeId') ?? '';

/**
 * The admin panel's stores (issue 16), mounted at /api/stores/staff. Reading takes view_stores
 * (a manager: their own store only, SPEC §6 store access); every write takes manage_stores
 * (admins and super_admins) and, like every store write, the store's own access (decision 070).
 * Never cached.
 */
export function storesStaffRoutes(stores: StoresService) {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    })
    .get('/', requireRoute('GET /api/stores/staff'), async (c) =>
      c.json({ stores: await stores.list(viewerOf(c)) }),
    )
    .post('/', requireRoute('POST /api/stores/staff'), validate('json', storeCreateSchema), async (c) =>
      c.json({ store: await stores.createStore(actorOf(c), c.req.valid('json')) }, 201),
    )
    .get('/:storeId', requireRoute('GET /api/stores/staff/:storeId'), async (c) =>
      c.json(await stores.detail(viewerOf(c), storeParam(c))),
    )
    .patch(
      '/:storeId',
      requireRoute('PATCH /api/stores/staff/:storeId'),
      requireStoreAccess(storeParam),
      validate('json', storeEditSchema),
      async (c) =>
        c.json({ store: await stores.updateStore(actorOf(c), storeParam(c), c.req.valid('json')) }),
    )
    .put(
      '/:storeId/fulfilment',
      requireRoute('PUT /api/stores/staff/:storeId/fulfilment'),
      requireStoreAccess(storeParam),
      validate('json', fulfilmentSaveSchema),
      async (c) =>
        c.json({
          fulfilment: await stores.saveFulfilment(actorOf(c), storeParam(c), c.req.valid('json')),
        }),
    );
}
