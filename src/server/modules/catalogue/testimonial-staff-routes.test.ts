import { describe, expect, it } from 'vitest';
import { shopToday } from '@/shared/catalogue/content-schemas';
import type { HomeCatalogue, Testimonial } from '@/shared/catalogue/types';
import type { ErrorBody } from '@/shared/errors';
import type { Who } from '@/testing/content-staff';
import { contentStaffSuite, json, review } from '@/testing/content-staff';
import type { StaffTestimonial } from './content-mappers';

/** Testimonials as staff edit them, and who may call every content route. */
const { as, auditOf, pub, testimonials } = contentStaffSuite();

describe('staff testimonials API', () => {
  it('lists all, with search, filter, sort and page', async () => {
    const all = await testimonials();
    expect(all.total).toBeGreaterThanOrEqual(6);
    expect(all.items.map((r) => r.date)).toEqual([...all.items.map((r) => r.date)].sort().reverse());
    const found = await testimonials('?q=picanha');
    expect(found.items.length).toBeGreaterThan(0);
    expect(found.items.every((r) => /picanha/i.test(r.text) || /picanha/i.test(r.author))).toBe(true);
    const rating = await testimonials('?sort=rating_asc');
    expect(rating.items.map((r) => r.rating)).toEqual([...rating.items.map((r) => r.rating)].sort());
    expect((await testimonials('?published=false')).items.every((r) => !r.published)).toBe(true);
    expect((await testimonials('?page=99')).items).toEqual([]);
    await json(await as('manager', 'GET', '/testimonials?sort=sideways'), 422);
  });

  it.each(['%00', 'pica%00nha'])('refuses ?q=%s as 422 naming q, never a 500 (issue 33)', async (q) => {
    const { error } = await json<ErrorBody>(await as('admin', 'GET', `/testimonials?q=${q}`), 422);
    expect(error.key).toBe('common.invalidCharacters');
    expect(error.fields?.q?.[0]?.key).toBe('common.invalidCharacters');
  });

  it('creates unpublished (not on the home), publishes (on the home), unpublishes (gone)', async () => {
    await pub('/home');
    const { testimonial } = await json<{ testimonial: StaffTestimonial }>(
      await as('manager', 'POST', '/testimonials', review),
      201,
    );
    expect(testimonial.published).toBe(false);
    const onHome = async () =>
      (await pub<HomeCatalogue>('/home')).testimonials.some((r) => r.id === testimonial.id);
    expect(await onHome()).toBe(false);
    const { testimonial: shown } = await json<{ testimonial: StaffTestimonial }>(
      await as('manager', 'PATCH', `/testimonials/${testimonial.id}`, {
        published: true,
        updatedAt: testimonial.updatedAt,
      }),
      200,
    );
    expect(await onHome()).toBe(true);
    expect((await pub<Testimonial[]>('/testimonials')).some((r) => r.id === testimonial.id)).toBe(true);
    const stale = await json<ErrorBody>(
      await as('admin', 'PATCH', `/testimonials/${testimonial.id}`, {
        rating: 4,
        updatedAt: testimonial.updatedAt,
      }),
      409,
    );
    expect(stale.error.key).toBe('testimonial.stale');
    await json(
      await as('admin', 'PATCH', `/testimonials/${testimonial.id}`, {
        published: false,
        updatedAt: shown.updatedAt,
      }),
      200,
    );
    expect(await onHome()).toBe(false);
    expect((await auditOf('testimonial', testimonial.id)).map((e) => e.action)).toEqual([
      'create',
      'publish',
      'unpublish',
    ]);
    await json(await as('superAdmin', 'DELETE', `/testimonials/${testimonial.id}`), 200);
    expect((await auditOf('testimonial', testimonial.id)).at(-1)?.action).toBe('delete');
    await json(await as('manager', 'DELETE', `/testimonials/${testimonial.id}`), 404);
  });

  it.each([
    ['a rating of 6', { rating: 6 }, 'rating', 'testimonial.ratingInvalid'],
    ['a rating of 0', { rating: 0 }, 'rating', 'testimonial.ratingInvalid'],
    ['a date in the future', { date: '2030-01-01' }, 'date', 'testimonial.dateInFuture'],
    ['an impossible date', { date: '2025-02-30' }, 'date', 'testimonial.dateInvalid'],
    ['no author', { author: '' }, 'author', 'testimonial.authorRequired'],
    ['no text', { text: ' ' }, 'text', 'testimonial.textRequired'],
  ])('refuses %s with 422 on its field', async (_, patch, field, key) => {
    const { error } = await json<ErrorBody>(
      await as('manager', 'POST', '/testimonials', { ...review, ...patch }),
      422,
    );
    expect(error.fields?.[field]?.[0]?.key).toBe(key);
  });

  it("accepts today's date on the shop's clock", async () => {
    const { testimonial } = await json<{ testimonial: StaffTestimonial }>(
      await as('manager', 'POST', '/testimonials', { ...review, date: shopToday() }),
      201,
    );
    await json(await as('manager', 'DELETE', `/testimonials/${testimonial.id}`), 200);
  });
});

describe('who may call the content routes', () => {
  const any = '00000000-0000-4000-8000-000000000000';
  const now = new Date().toISOString();
  const bannerCalls: [string, string, unknown?][] = [
    ['GET', '/banners'],
    ['POST', '/banners', { titlePt: '' }],
    ['PUT', '/banners/order', { ids: [any] }],
    ['PATCH', `/banners/${any}`, { titlePt: 'X', updatedAt: now }],
    ['DELETE', `/banners/${any}`],
  ];
  const contentCalls: [string, string, unknown?][] = [
    ['GET', '/sections'],
    ['PUT', '/sections/order', { keys: ['about'] }],
    ['PATCH', '/sections/about', { titlePt: 'Sobre nós', updatedAt: now }],
    ['GET', '/about'],
    ['PUT', '/about', { titlePt: 'Sobre nós', updatedAt: now }],
    ['GET', '/testimonials'],
    ['POST', '/testimonials', { ...review, rating: 9 }],
    ['PATCH', `/testimonials/${any}`, { rating: 3, updatedAt: now }],
    ['DELETE', `/testimonials/${any}`],
  ];
  const refused = async (who: Who | null, calls: typeof bannerCalls, status: number) => {
    for (const [method, path, body] of calls) {
      expect((await as(who, method, path, body)).status, `${method} ${path}`).toBe(status);
    }
  };
  const allowed = async (who: Who, calls: typeof bannerCalls) => {
    for (const [method, path, body] of calls) {
      expect([200, 404, 409, 422], `${method} ${path}`).toContain((await as(who, method, path, body)).status);
    }
  };

  it('a visitor is 401 everywhere, a customer 403 everywhere', async () => {
    await refused(null, [...bannerCalls, ...contentCalls], 401);
    await refused('customer', [...bannerCalls, ...contentCalls], 403);
  });

  it('a manager is refused the banners (403) and allowed sections, about and testimonials', async () => {
    await refused('manager', bannerCalls, 403);
    await allowed('manager', contentCalls);
  });

  it('an admin and a super_admin are allowed everything', async () => {
    await allowed('admin', [...bannerCalls, ...contentCalls]);
    await allowed('superAdmin', [...bannerCalls, ...contentCalls]);
  });
});
