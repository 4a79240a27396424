import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopToday } from '../../../shared/catalogue/content-schemas';
import type { Banner, HomeCatalogue, HomeSectionContent, Testimonial } from '../../../shared/catalogue/types';
import type { ErrorBody } from '../../../shared/errors';
import { type Call, type CookieJar, caller } from '../../../testing/accounts';
import { signIn } from '../../../testing/orders';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { auditLog } from '../audit/schema';
import type { StaffBanner, StaffSection, StaffTestimonial } from './content-mappers';
import type { StaffTestimonialPage } from './testimonial-writes';

type Who = 'superAdmin' | 'admin' | 'manager' | 'customer';
let t: TestApp;
let call: Call;
const jars = {} as Record<Who, CookieJar>;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  jars.superAdmin = (await signIn(t, 'super_admin')).jar;
  jars.admin = (await signIn(t, 'admin')).jar;
  jars.manager = (await signIn(t, 'manager', 'brazil-prime-marietta')).jar;
  jars.customer = (await signIn(t)).jar;
});
afterAll(() => t.close());

const STAFF = '/api/catalogue/staff';
const as = (who: Who | null, method: string, path: string, body?: unknown) =>
  call(method, `${STAFF}${path}`, body, who ? { jar: jars[who] } : {});

async function json<T>(res: Response, status: number): Promise<T> {
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body as T;
}
const pub = async <T>(path: string) => json<T>(await call('GET', `/api/catalogue${path}`), 200);
const auditOf = (type: string, id: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity_type, type), eq(auditLog.entity_id, id)))
    .orderBy(auditLog.at);

const banners = async () =>
  (await json<{ banners: StaffBanner[] }>(await as('admin', 'GET', '/banners'), 200)).banners;
const sections = async () =>
  (await json<{ sections: StaffSection[] }>(await as('manager', 'GET', '/sections'), 200)).sections;
const testimonials = async (qs = '') =>
  json<StaffTestimonialPage>(await as('manager', 'GET', `/testimonials${qs}`), 200);

const slide = {
  titlePt: 'Costela no fogo de chão',
  titleEn: 'Fire-pit beef ribs',
  subtitlePt: 'Doze horas de brasa.',
  subtitleEn: 'Twelve hours over embers.',
  buttonTextPt: 'Ver a costela',
  buttonTextEn: 'See the ribs',
  imageUrl: '/images/banners/kits.svg',
  linkUrl: '/produtos?q=costela',
};

describe('staff banners API', () => {
  it('lists every banner, active or not, by position; never cached', async () => {
    const res = await as('admin', 'GET', '/banners');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { banners: list } = await json<{ banners: StaffBanner[] }>(res, 200);
    expect(list.map((b) => b.position)).toEqual([1, 2, 3]);
    expect(list.every((b) => b.isActive && typeof b.updatedAt === 'string')).toBe(true);
    expect((await as('superAdmin', 'GET', '/banners')).status).toBe(200);
  });

  it('creates with pt and en texts and an audit entry; the home and /banners have it at once', async () => {
    await pub('/home'); // warm the caches
    const { banner } = await json<{ banner: StaffBanner }>(
      await as('admin', 'POST', '/banners', { ...slide, position: 0 }),
      201,
    );
    expect(banner).toMatchObject({ ...slide, isActive: true, position: 0 });
    const home = await pub<HomeCatalogue>('/home');
    expect(home.banners[0]).toMatchObject({ titlePt: slide.titlePt, titleEn: slide.titleEn });
    expect((await pub<Banner[]>('/banners')).map((b) => b.id)).toContain(banner.id);
    const [entry] = await auditOf('banner', banner.id);
    expect(entry).toMatchObject({ action: 'create', actor_role: 'admin', after: { titlePt: slide.titlePt } });
  });

  it('edits, deactivates (gone from the home, still listed) and refuses a stale save with 409', async () => {
    const mine = (await banners()).find((b) => b.titlePt === slide.titlePt)!;
    const { banner } = await json<{ banner: StaffBanner }>(
      await as('superAdmin', 'PATCH', `/banners/${mine.id}`, {
        titleEn: 'Ribs by the fire',
        updatedAt: mine.updatedAt,
      }),
      200,
    );
    expect((await pub<HomeCatalogue>('/home')).banners[0]?.titleEn).toBe('Ribs by the fire');
    const stale = await json<ErrorBody>(
      await as('admin', 'PATCH', `/banners/${mine.id}`, { titlePt: 'Outro', updatedAt: mine.updatedAt }),
      409,
    );
    expect(stale.error.key).toBe('banner.stale');
    await json(
      await as('admin', 'PATCH', `/banners/${mine.id}`, { isActive: false, updatedAt: banner.updatedAt }),
      200,
    );
    expect((await pub<HomeCatalogue>('/home')).banners.map((b) => b.id)).not.toContain(mine.id);
    expect((await banners()).find((b) => b.id === mine.id)?.isActive).toBe(false);
    expect((await auditOf('banner', mine.id)).map((e) => e.action)).toEqual(['create', 'update', 'update']);
  });

  it('reorders by ids; the carousel follows', async () => {
    const before = (await banners()).filter((b) => b.isActive);
    const reversed = [...before].reverse().map((b) => b.id);
    const { banners: after } = await json<{ banners: StaffBanner[] }>(
      await as('admin', 'PUT', '/banners/order', { ids: reversed }),
      200,
    );
    expect(after.slice(0, reversed.length).map((b) => b.id)).toEqual(reversed);
    expect((await pub<Banner[]>('/banners')).map((b) => b.id)).toEqual(reversed);
  });

  it('deletes with its audit entry; the storefront loses it', async () => {
    const mine = (await banners()).find((b) => b.titlePt === slide.titlePt)!;
    await json(await as('admin', 'DELETE', `/banners/${mine.id}`), 200);
    expect((await banners()).map((b) => b.id)).not.toContain(mine.id);
    expect((await auditOf('banner', mine.id)).at(-1)).toMatchObject({ action: 'delete', after: null });
    await json(await as('admin', 'DELETE', `/banners/${mine.id}`), 404);
  });

  it.each([
    ['a javascript: link', { linkUrl: 'javascript:alert(1)' }, 'linkUrl', 'banner.linkInvalid'],
    ['a protocol-relative link', { linkUrl: '//evil.example/x' }, 'linkUrl', 'banner.linkInvalid'],
    ['a plain http link', { linkUrl: 'http://example.com' }, 'linkUrl', 'banner.linkInvalid'],
    [
      'a picture from elsewhere',
      { imageUrl: 'https://evil.example/a.png' },
      'imageUrl',
      'banner.imageInvalid',
    ],
    ['no pt title', { titlePt: '  ' }, 'titlePt', 'banner.titleRequired'],
  ])('refuses %s with 422 on its field', async (_, patch, field, key) => {
    const { error } = await json<ErrorBody>(
      await as('admin', 'POST', '/banners', { ...slide, ...patch }),
      422,
    );
    expect(error.fields?.[field]?.[0]?.key).toBe(key);
  });

  it('accepts an https link and an uploaded picture URL', async () => {
    const { banner } = await json<{ banner: StaffBanner }>(
      await as('admin', 'POST', '/banners', {
        titlePt: 'Só em português',
        linkUrl: 'https://wa.me/14045550100',
        imageUrl: '/media/pictures/0123456789abcdef-1600.webp',
        isActive: false,
      }),
      201,
    );
    expect(banner).toMatchObject({ titleEn: null, isActive: false });
    await json(await as('admin', 'DELETE', `/banners/${banner.id}`), 200);
  });
});

describe('staff home sections and about API', () => {
  it('lists the six sections of the home in order, with their versions', async () => {
    const list = await sections();
    expect(list.map((s) => s.key)).toEqual([
      'categories',
      'featured',
      'promotions',
      'brazilian_cuts',
      'testimonials',
      'about',
    ]);
    expect((await as('admin', 'GET', '/sections')).status).toBe(200);
  });

  it('edits a section in both languages; /home and /sections show it at once', async () => {
    await pub('/home');
    const featured = (await sections()).find((s) => s.key === 'featured')!;
    await json(
      await as('manager', 'PATCH', '/sections/featured', {
        titlePt: 'Escolhas do açougueiro',
        titleEn: "Butcher's picks",
        updatedAt: featured.updatedAt,
      }),
      200,
    );
    const row = (await pub<HomeCatalogue>('/home')).sections.find((s) => s.key === 'featured')!;
    expect(row).toMatchObject({
      titlePt: 'Escolhas do açougueiro',
      titleEn: "Butcher's picks",
      isActive: true,
    });
    const stale = await json<ErrorBody>(
      await as('admin', 'PATCH', '/sections/featured', { titlePt: 'X', updatedAt: featured.updatedAt }),
      409,
    );
    expect(stale.error.key).toBe('homeSection.stale');
    expect((await auditOf('home_section', featured.id)).at(-1)).toMatchObject({
      action: 'update',
      actor_role: 'manager',
      before: { titlePt: 'Produtos em destaque' },
    });
  });

  it('hides a section: the public list says so, and shows it again', async () => {
    const promo = (await sections()).find((s) => s.key === 'promotions')!;
    const { section } = await json<{ section: StaffSection }>(
      await as('manager', 'PATCH', '/sections/promotions', { isActive: false, updatedAt: promo.updatedAt }),
      200,
    );
    expect((await pub<HomeSectionContent[]>('/sections')).find((s) => s.key === 'promotions')?.isActive).toBe(
      false,
    );
    await json(
      await as('manager', 'PATCH', '/sections/promotions', { isActive: true, updatedAt: section.updatedAt }),
      200,
    );
    expect((await pub<HomeCatalogue>('/home')).sections.find((s) => s.key === 'promotions')?.isActive).toBe(
      true,
    );
  });

  it('reorders by keys; unknown keys and keys that are not the home’s are refused', async () => {
    const { sections: after } = await json<{ sections: StaffSection[] }>(
      await as('manager', 'PUT', '/sections/order', { keys: ['testimonials', 'categories'] }),
      200,
    );
    expect(after.map((s) => s.key)).toEqual([
      'testimonials',
      'categories',
      'featured',
      'promotions',
      'brazilian_cuts',
      'about',
    ]);
    expect((await pub<HomeSectionContent[]>('/sections')).map((s) => s.key)[0]).toBe('testimonials');
    await json(await as('manager', 'PUT', '/sections/order', { keys: ['newsletter'] }), 422);
    await json(
      await as('manager', 'PATCH', '/sections/newsletter', { titlePt: 'X', updatedAt: after[0]!.updatedAt }),
      404,
    );
    await json(await as('manager', 'PUT', '/sections/order', { keys: ['about', 'about'] }), 422);
  });

  it('edits the about text in both languages; /sections has it at the next request', async () => {
    const { section } = await json<{ section: StaffSection }>(await as('manager', 'GET', '/about'), 200);
    expect(section.bodyPt).toMatch(/2017/);
    await pub('/sections');
    const saved = await json<{ section: StaffSection }>(
      await as('manager', 'PUT', '/about', {
        titlePt: 'Nossa história',
        titleEn: 'Our story',
        subtitlePt: section.subtitlePt,
        subtitleEn: section.subtitleEn,
        bodyPt: 'Desde 2017 em Georgia.\n\nCortes brasileiros.',
        bodyEn: 'Since 2017 in Georgia.\n\nBrazilian cuts.',
        updatedAt: section.updatedAt,
      }),
      200,
    );
    const about = (await pub<HomeSectionContent[]>('/sections')).find((s) => s.key === 'about')!;
    expect(about).toMatchObject({
      titleEn: 'Our story',
      bodyPt: 'Desde 2017 em Georgia.\n\nCortes brasileiros.',
    });
    const stale = await json<ErrorBody>(
      await as('admin', 'PUT', '/about', { titlePt: 'X', updatedAt: section.updatedAt }),
      409,
    );
    expect(stale.error.key).toBe('homeSection.stale');
    expect(saved.section.updatedAt).not.toBe(section.updatedAt);
  });
});

const review = {
  author: 'Ana P.',
  text: 'Fraldinha perfeita, macia e suculenta.',
  rating: 5,
  date: '2025-06-01',
  source: 'Google',
};

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
    ['a date in the future', { date: '2999-01-01' }, 'date', 'testimonial.dateInFuture'],
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
