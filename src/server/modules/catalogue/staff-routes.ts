import { Hono } from 'hono';
import { requireRoute } from '@/server/http/permissions';
import type { AppEnv } from '@/server/http/types';
import { validate } from '@/server/http/validate';
import { categoryEdit, categoryInput, categoryReorder } from '@/shared/catalogue/category-schemas';
import { actorOf } from '../audit/public';
import { contentStaffRoutes } from './content-staff-routes';
import type { CatalogueService } from './service';

/**
 * The admin panel's category calls (SPEC §7.2 admin list, insert, update, delete, reorder),
 * mounted at /api/catalogue/staff. Admins and super_admins only (`manage_all_products`: SPEC §6
 * says category writes are meant for admins). Staff writes count in the §9 admin rate class
 * (http/rate-limit.ts classifies a staff member's write as admin). Never cached.
 */
export function catalogueStaffRoutes(catalogue: CatalogueService) {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    })
    .get('/categories', requireRoute('GET /api/catalogue/staff/categories'), async (c) =>
      c.json({ categories: await catalogue.listAllCategories() }),
    )
    .post(
      '/categories',
      requireRoute('POST /api/catalogue/staff/categories'),
      validate('json', categoryInput),
      async (c) => c.json({ category: await catalogue.createCategory(actorOf(c), c.req.valid('json')) }, 201),
    )
    .put(
      '/categories/order',
      requireRoute('PUT /api/catalogue/staff/categories/order'),
      validate('json', categoryReorder),
      async (c) => {
        await catalogue.reorderCategories(actorOf(c), c.req.valid('json'));
        return c.json({ categories: await catalogue.listAllCategories() });
      },
    )
    .patch(
      '/categories/:id',
      requireRoute('PATCH /api/catalogue/staff/categories/:id'),
      validate('json', categoryEdit),
      async (c) =>
        c.json({
          category: await catalogue.updateCategory(actorOf(c), c.req.param('id'), c.req.valid('json')),
        }),
    )
    .delete('/categories/:id', requireRoute('DELETE /api/catalogue/staff/categories/:id'), async (c) =>
      c.json(await catalogue.deleteCategory(actorOf(c), c.req.param('id'), c.var.log)),
    )
    .route('/', contentStaffRoutes(catalogue));
}
