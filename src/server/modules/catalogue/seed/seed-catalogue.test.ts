import { count, eq, isNull } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '@/server/db/seed/index';
import { CATEGORY_FILTERS } from '@/shared/catalogue/filters';
import { createTestApp, type TestApp } from '@/testing/test-app';
import {
  banners,
  categories,
  productExtraLinks,
  products,
  productVariations,
  sections,
  testimonials,
} from '../schema';
import { SEED_PRODUCTS } from './seed-catalogue';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rows = async (table: PgTable) => (await t.database.db.select({ n: count() }).from(table))[0]!.n;

describe('the demo catalogue', () => {
  it('has a category for each filter entry of SPEC §3.2, plus chuteiras and tenis', async () => {
    const slugs = (await t.database.db.select({ slug: categories.slug }).from(categories)).map((c) => c.slug);
    for (const f of CATEGORY_FILTERS) expect(slugs).toContain(f.slug);
    expect(slugs).toEqual(expect.arrayContaining(['chuteiras', 'tenis']));
  });

  it('has 30+ products, every meat with weight variations and some with limited or untracked stock', async () => {
    expect(SEED_PRODUCTS.length).toBeGreaterThanOrEqual(30);
    expect(await rows(products)).toBe(SEED_PRODUCTS.length);
    const meat = SEED_PRODUCTS.filter((p) => ['bovinos', 'suinos', 'aves', 'linguicas'].includes(p.category));
    for (const p of meat) {
      expect(p.variations?.length, p.slug).toBeGreaterThan(0);
      expect(
        p.variations?.every((v) => v.weightKg !== null && v.weightKg > 0),
        p.slug,
      ).toBe(true);
    }
    const stocks = SEED_PRODUCTS.flatMap((p) => p.variations ?? []).map((v) => v.stock);
    expect(stocks).toContain(3);
    expect(stocks).toContain(null);
    expect(stocks).toContain(0);
    expect(
      await t.database.db
        .select({ n: count() })
        .from(productVariations)
        .where(isNull(productVariations.stock_quantity)),
    ).not.toEqual([{ n: 0 }]);
  });

  it('marks featured, on-offer (with a higher previous price) and Brazilian-cut products', async () => {
    const all = await t.database.db.select().from(products);
    expect(all.filter((p) => p.featured).length).toBeGreaterThanOrEqual(6);
    expect(all.filter((p) => p.brazilian_cut).length).toBeGreaterThanOrEqual(6);
    const offers = all.filter((p) => p.on_offer);
    expect(offers.length).toBeGreaterThanOrEqual(6);
    for (const p of offers) expect(Number(p.previous_price), p.slug).toBeGreaterThan(Number(p.price));
    const shoes = all.filter((p) => p.available_sizes.length > 0);
    expect(shoes.length).toBe(4);
    for (const p of shoes) expect(p.available_colors.length, p.slug).toBeGreaterThan(0);
  });

  it('links extras only to the products they fit', async () => {
    const [guarana] = await t.database.db.select().from(products).where(eq(products.slug, 'guarana'));
    expect(
      await t.database.db
        .select()
        .from(productExtraLinks)
        .where(eq(productExtraLinks.product_id, guarana!.id)),
    ).toEqual([]);
    expect(await rows(productExtraLinks)).toBeGreaterThan(40);
  });

  it('has 3 banners, 6 published reviews and the home sections', async () => {
    expect(await rows(banners)).toBe(3);
    expect(await rows(testimonials)).toBe(6);
    expect(await rows(sections)).toBe(6);
  });

  it('runs only on an empty shop: seeding again adds nothing and keeps staff edits', async () => {
    await t.database.db
      .update(products)
      .set({ name: 'Picanha especial' })
      .where(eq(products.slug, 'picanha'));
    await t.database.db.delete(banners);
    await seedDatabase(t.database.db);
    expect(await rows(products)).toBe(SEED_PRODUCTS.length);
    const [picanha] = await t.database.db.select().from(products).where(eq(products.slug, 'picanha'));
    expect(picanha?.name).toBe('Picanha especial');
    // An emptied banner table is filled again; the rest is left alone.
    expect(await rows(banners)).toBe(3);
    expect(await rows(sections)).toBe(6);
  });
});
