import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { auditLog } from '../server/modules/audit/schema';
import type { StaffBanner, StaffSection } from '../server/modules/catalogue/content-mappers';
import type { StaffTestimonialPage } from '../server/modules/catalogue/testimonial-writes';
import { type Call, type CookieJar, caller } from './accounts';
import { signIn } from './orders';
import { createTestApp, type TestApp } from './test-app';

export type Who = 'superAdmin' | 'admin' | 'manager' | 'customer';

/** The staff content routes' base (banners, sections, about, testimonials). */
export const CONTENT_STAFF = '/api/catalogue/staff';

/** A banner slide in both languages, as the admin form sends it. */
export const slide = {
  titlePt: 'Costela no fogo de chão',
  titleEn: 'Fire-pit beef ribs',
  subtitlePt: 'Doze horas de brasa.',
  subtitleEn: 'Twelve hours over embers.',
  buttonTextPt: 'Ver a costela',
  buttonTextEn: 'See the ribs',
  imageUrl: '/images/banners/kits.svg',
  linkUrl: '/produtos?q=costela',
};

/** A testimonial as the admin form sends it. */
export const review = {
  author: 'Ana P.',
  text: 'Fraldinha perfeita, macia e suculenta.',
  rating: 5,
  date: '2025-06-01',
  source: 'Google',
};

export async function json<T>(res: Response, status: number): Promise<T> {
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body as T;
}

/**
 * One test app per file with a signed-in super_admin, admin, manager (demo store) and customer,
 * opened before the file's tests and closed after them; the helpers read through it.
 */
export function contentStaffSuite() {
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

  const as = (who: Who | null, method: string, path: string, body?: unknown) =>
    call(method, `${CONTENT_STAFF}${path}`, body, who ? { jar: jars[who] } : {});
  return {
    as,
    /** A public catalogue read (what the storefront fetches), expected 200. */
    pub: async <T>(path: string) => json<T>(await call('GET', `/api/catalogue${path}`), 200),
    auditOf: (type: string, id: string) =>
      t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity_type, type), eq(auditLog.entity_id, id)))
        .orderBy(auditLog.at),
    banners: async () =>
      (await json<{ banners: StaffBanner[] }>(await as('admin', 'GET', '/banners'), 200)).banners,
    sections: async () =>
      (await json<{ sections: StaffSection[] }>(await as('manager', 'GET', '/sections'), 200)).sections,
    testimonials: async (qs = '') =>
      json<StaffTestimonialPage>(await as('manager', 'GET', `/testimonials${qs}`), 200),
  };
}
