import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { auditLog } from '../server/modules/audit/schema';
import type { StaffExtra, StaffProduct } from '../server/modules/catalogue/product-mappers';
import type { ProductInput } from '../shared/catalogue/product-schemas';
import type { Category } from '../shared/catalogue/types';
import { type Call, type CookieJar, caller } from './accounts';
import { json, type Who } from './content-staff';
import { signIn } from './orders';
import { createTestApp, type TestApp } from './test-app';

/** What the staff product tests share once the file's app is open. */
export type ProductFixtures = { t: TestApp; bovinos: Category; aves: Category; tempero: StaffExtra };

/**
 * One test app per file for the staff product and extra routes (decision 030), with a signed-in
 * super_admin, admin, manager (demo store) and customer, the demo categories bovinos and aves and
 * the demo extra "Tempero da casa"; the helpers below read through it.
 */
export function productStaffSuite() {
  let call: Call;
  const jars = {} as Record<Who, CookieJar>;
  const fx = {} as ProductFixtures;
  const as = (who: Who | null, method: string, path: string, body?: unknown) =>
    call(method, `/api/catalogue/staff${path}`, body, who ? { jar: jars[who] } : {});

  beforeAll(async () => {
    fx.t = await createTestApp();
    call = caller(fx.t);
    jars.superAdmin = (await signIn(fx.t, 'super_admin')).jar;
    jars.admin = (await signIn(fx.t, 'admin')).jar;
    jars.manager = (await signIn(fx.t, 'manager', 'brazil-prime-marietta')).jar;
    jars.customer = (await signIn(fx.t)).jar;
    const cats = await json<Category[]>(await call('GET', '/api/catalogue/categories'), 200);
    fx.bovinos = cats.find((c) => c.slug === 'bovinos')!;
    fx.aves = cats.find((c) => c.slug === 'aves')!;
    const { extras } = await json<{ extras: StaffExtra[] }>(await as('admin', 'GET', '/extras'), 200);
    fx.tempero = extras.find((e) => e.name === 'Tempero da casa')!;
  });
  afterAll(() => fx.t.close());

  /** A new product as the editor sends it: two variations (one tracked), an extra, two pictures. */
  const draft = (overrides: Partial<ProductInput> = {}): ProductInput => ({
    name: 'Costela gaúcha',
    nameEn: 'Gaucho beef ribs',
    description: 'Costela de ripa, defumada.',
    descriptionEn: 'Smoked beef ribs.',
    slug: `costela-gaucha-${randomUUID().slice(0, 6)}`,
    categoryId: fx.bovinos.id,
    brand: 'Fazenda Boa Vista',
    priceCents: 0,
    availableSizes: [],
    availableColors: [],
    imageUrls: ['/images/products/costela.svg', '/media/pictures/0123456789abcdef-1600.webp'],
    variations: [
      { name: '1 kg', priceCents: 5990, weightKg: 1, stockQuantity: 10 },
      { name: '2 kg', priceCents: 10990, weightKg: 2, stockQuantity: null },
    ],
    extraIds: [fx.tempero.id],
    ...overrides,
  });

  return {
    fx,
    as,
    draft,
    publicProduct: (slug: string) => call('GET', `/api/catalogue/products/${slug}`),
    publicList: async (q = '') =>
      (
        await json<{ items: { slug: string; priceCents: number }[] }>(
          await call('GET', `/api/catalogue/products${q}`),
          200,
        )
      ).items,
    create: async (overrides: Partial<ProductInput> = {}) =>
      (await json<{ product: StaffProduct }>(await as('admin', 'POST', '/products', draft(overrides)), 201))
        .product,
    read: async (id: string) =>
      (await json<{ product: StaffProduct }>(await as('admin', 'GET', `/products/${id}`), 200)).product,
    /** The editor's save: the product as read, with changes, carrying its version. */
    editOf: (p: StaffProduct, changes: Partial<ProductInput> = {}) => {
      const { id: _id, mainImageUrl: _m, variations, ...rest } = p;
      return { ...rest, variations: variations.map(({ displayOrder: _o, ...v }) => v), ...changes };
    },
    auditOf: (id: string) =>
      fx.t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity_type, 'product'), eq(auditLog.entity_id, id)))
        .orderBy(auditLog.at),
  };
}
