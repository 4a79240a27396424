import { Hono } from 'hono';
import { requireRoute } from '@/server/http/permissions';
import type { AppEnv } from '@/server/http/types';
import { validate } from '@/server/http/validate';
import {
  aboutEdit,
  bannerEdit,
  bannerInput,
  bannerReorder,
  sectionEdit,
  sectionReorder,
  testimonialEdit,
  testimonialInput,
  testimonialListQuery,
} from '@/shared/catalogue/content-schemas';
import { renderMessage } from '@/shared/messages';
import { actorOf } from '../audit/public';
import type { CatalogueService } from './service';

/** A bad list query is 422 with each field's message (validate()'s usual answer for a query is 400). */
const listQuery = validate('query', testimonialListQuery, { code: 'validation_failed' });

/**
 * The admin panel's home content (decision 031), mounted under /api/catalogue/staff: banners
 * (admins, `manage_system_settings`), the home's sections, the about text and testimonials
 * (`manage_content`: managers too). Each route's permission is the shared table's
 * (shared/permissions/admin-sections.ts).
 */
export function contentStaffRoutes(catalogue: CatalogueService) {
  return (
    new Hono<AppEnv>()
      .get('/banners', requireRoute('GET /api/catalogue/staff/banners'), async (c) =>
        c.json({ banners: await catalogue.listAllBanners() }),
      )
      .post(
        '/banners',
        requireRoute('POST /api/catalogue/staff/banners'),
        validate('json', bannerInput),
        async (c) => c.json({ banner: await catalogue.createBanner(actorOf(c), c.req.valid('json')) }, 201),
      )
      .put(
        '/banners/order',
        requireRoute('PUT /api/catalogue/staff/banners/order'),
        validate('json', bannerReorder),
        async (c) => {
          await catalogue.reorderBanners(actorOf(c), c.req.valid('json'));
          return c.json({ banners: await catalogue.listAllBanners() });
        },
      )
      .patch(
        '/banners/:id',
        requireRoute('PATCH /api/catalogue/staff/banners/:id'),
        validate('json', bannerEdit),
        async (c) =>
          c.json({
            banner: await catalogue.updateBanner(actorOf(c), c.req.param('id'), c.req.valid('json')),
          }),
      )
      .delete('/banners/:id', requireRoute('DELETE /api/catalogue/staff/banners/:id'), async (c) =>
        c.json(await catalogue.deleteBanner(actorOf(c), c.req.param('id'))),
      )
      .get('/sections', requireRoute('GET /api/catalogue/staff/sections'), async (c) =>
        c.json({ sections: await catalogue.listHomeSections() }),
      )
      .put(
        '/sections/order',
        requireRoute('PUT /api/catalogue/staff/sections/order'),
        validate('json', sectionReorder),
        async (c) => {
          await catalogue.reorderSections(actorOf(c), c.req.valid('json'));
          return c.json({ sections: await catalogue.listHomeSections() });
        },
      )
      .patch(
        '/sections/:key',
        requireRoute('PATCH /api/catalogue/staff/sections/:key'),
        validate('json', sectionEdit),
        async (c) =>
          c.json({
            section: await catalogue.updateSection(actorOf(c), c.req.param('key'), c.req.valid('json')),
          }),
      )
      .get('/about', requireRoute('GET /api/catalogue/staff/about'), async (c) =>
        c.json({ section: await catalogue.aboutSection() }),
      )
      .put('/about', requireRoute('PUT /api/catalogue/staff/about'), validate('json', aboutEdit), async (c) =>
        c.json({ section: await catalogue.updateAbout(actorOf(c), c.req.valid('json')) }),
      )
      .get('/testimonials', requireRoute('GET /api/catalogue/staff/testimonials'), listQuery, async (c) =>
        c.json(await catalogue.listTestimonials(c.req.valid('query'))),
      )
      // "Importar avaliações" (decision 083): the Google place's reviews, unpublished until staff choose.
      .post(
        '/testimonials/import-google',
        requireRoute('POST /api/catalogue/staff/testimonials/import-google'),
        async (c) => {
          const result = await catalogue.importGoogleReviews(actorOf(c));
          const { added, updated, kept } = result;
          return c.json({
            result,
            message: renderMessage('googleReviews.imported', { added, updated, kept }),
          });
        },
      )
      .post(
        '/testimonials',
        requireRoute('POST /api/catalogue/staff/testimonials'),
        validate('json', testimonialInput),
        async (c) =>
          c.json({ testimonial: await catalogue.createTestimonial(actorOf(c), c.req.valid('json')) }, 201),
      )
      .patch(
        '/testimonials/:id',
        requireRoute('PATCH /api/catalogue/staff/testimonials/:id'),
        validate('json', testimonialEdit),
        async (c) =>
          c.json({
            testimonial: await catalogue.updateTestimonial(
              actorOf(c),
              c.req.param('id'),
              c.req.valid('json'),
            ),
          }),
      )
      .delete('/testimonials/:id', requireRoute('DELETE /api/catalogue/staff/testimonials/:id'), async (c) =>
        c.json(await catalogue.deleteTestimonial(actorOf(c), c.req.param('id'))),
      )
  );
}
