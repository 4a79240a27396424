import { Hono } from 'hono';
import { AppError } from '@/server/http/app-error';
import type { AppEnv } from '@/server/http/types';
import { validate } from '@/server/http/validate';
import { productListQuery } from '@/shared/catalogue/schemas';
import { productStaffRoutes } from './product-staff-routes';
import { sendCached } from './send-cached';
import type { CatalogueService } from './service';
import { catalogueStaffRoutes } from './staff-routes';

/** A bad query string is 422 with each field's message (validate()'s usual answer for a query is 400). */
const productQuery = validate('query', productListQuery, { code: 'validation_failed' });

/**
 * Public, read-only catalogue (SPEC §7.2): anyone may call it, signed in or not. Answers carry an
 * ETag and CDN-friendly Cache-Control and come from the in-process cache. The admin panel's
 * category calls are under /staff (staff-routes.ts).
 */
export function catalogueRoutes(catalogue: CatalogueService) {
  return new Hono<AppEnv>()
    .get('/home', async (c) => sendCached(c, await catalogue.cached.home()))
    .get('/categories', async (c) => sendCached(c, await catalogue.cached.categories()))
    .get('/categories/', () => {
      throw new AppError('validation_failed', 'category.slugRequired');
    })
    .get('/categories/:slug', async (c) =>
      sendCached(c, await catalogue.cached.category(c.req.param('slug'))),
    )
    .get('/banners', async (c) => sendCached(c, await catalogue.cached.banners()))
    .get('/sections', async (c) => sendCached(c, await catalogue.cached.sections()))
    .get('/testimonials', async (c) => sendCached(c, await catalogue.cached.testimonials()))
    .get('/products', productQuery, async (c) =>
      sendCached(c, await catalogue.cached.products(c.req.valid('query'))),
    )
    .get('/products/:idOrSlug', async (c) =>
      sendCached(c, await catalogue.cached.product(c.req.param('idOrSlug'))),
    )
    .get('/connectivity', async (c) => {
      c.header('Cache-Control', 'no-store');
      const result = await catalogue.connectivity();
      return c.json(result, result.ok ? 200 : 503);
    })
    .route('/staff', catalogueStaffRoutes(catalogue))
    .route('/staff', productStaffRoutes(catalogue));
}
