import { Hono } from 'hono';
import { requireRoute } from '@/server/http/permissions';
import type { AppEnv } from '@/server/http/types';
import { validate } from '@/server/http/validate';
import {
  extraEdit,
  extraInput,
  productEdit,
  productInput,
  staffProductQuery,
} from '@/shared/catalogue/product-schemas';
import { actorOf } from '../audit/public';
import type { CatalogueService } from './service';

/**
 * The admin panel's product and extra calls (decision 030), mounted at /api/catalogue/staff beside
 * the category calls. Reading and editing products: `manage_products` (managers too); creating,
 * duplicating, deleting, moving between categories and writing extras: `manage_all_products`.
 * Never cached.
 */
export function productStaffRoutes(catalogue: CatalogueService) {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    })
    .get(
      '/products',
      requireRoute('GET /api/catalogue/staff/products'),
      validate('query', staffProductQuery),
      async (c) => c.json(await catalogue.listStaffProducts(c.req.valid('query'))),
    )
    .post(
      '/products',
      requireRoute('POST /api/catalogue/staff/products'),
      validate('json', productInput),
      async (c) => c.json({ product: await catalogue.createProduct(actorOf(c), c.req.valid('json')) }, 201),
    )
    .get('/products/:id', requireRoute('GET /api/catalogue/staff/products/:id'), async (c) =>
      c.json({
        product: await catalogue.staffProduct(c.req.param('id')),
        stockDefaults: await catalogue.lowStockDefaults(),
      }),
    )
    .patch(
      '/products/:id',
      requireRoute('PATCH /api/catalogue/staff/products/:id'),
      validate('json', productEdit),
      async (c) =>
        c.json({
          product: await catalogue.updateProduct(actorOf(c), c.req.param('id'), c.req.valid('json')),
        }),
    )
    .post(
      '/products/:id/duplicate',
      requireRoute('POST /api/catalogue/staff/products/:id/duplicate'),
      async (c) => c.json({ product: await catalogue.duplicateProduct(actorOf(c), c.req.param('id')) }, 201),
    )
    .delete('/products/:id', requireRoute('DELETE /api/catalogue/staff/products/:id'), async (c) => {
      await catalogue.deleteProduct(actorOf(c), c.req.param('id'));
      return c.json({ deleted: true });
    })
    .get('/extras', requireRoute('GET /api/catalogue/staff/extras'), async (c) =>
      c.json({ extras: await catalogue.listExtras() }),
    )
    .post(
      '/extras',
      requireRoute('POST /api/catalogue/staff/extras'),
      validate('json', extraInput),
      async (c) => c.json({ extra: await catalogue.createExtra(actorOf(c), c.req.valid('json')) }, 201),
    )
    .patch(
      '/extras/:id',
      requireRoute('PATCH /api/catalogue/staff/extras/:id'),
      validate('json', extraEdit),
      async (c) =>
        c.json({ extra: await catalogue.updateExtra(actorOf(c), c.req.param('id'), c.req.valid('json')) }),
    )
    .delete('/extras/:id', requireRoute('DELETE /api/catalogue/staff/extras/:id'), async (c) => {
      await catalogue.deleteExtra(actorOf(c), c.req.param('id'));
      return c.json({ deleted: true });
    });
}
