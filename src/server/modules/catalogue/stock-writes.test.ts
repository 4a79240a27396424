import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '@/server/db/client';
import { createTestDb } from '@/testing/test-db';
import { products, productVariations } from './schema';
import { giveBackStock, stockLeft, takeStock } from './stock-writes';

/** takeStock on tracked and untracked variations (issue 34: an untracked cut is never locked). */
let database: Database;
let db: Db;
let productId: string;
beforeAll(async () => {
  database = await createTestDb();
  db = database.db;
  const [product] = await db
    .insert(products)
    .values({ slug: 'stock-writes', name: 'Picanha', price: '20.00' })
    .returning({ id: products.id });
  productId = product!.id;
});
afterAll(() => database.close());

const OLD = new Date('2026-01-01T00:00:00Z');
async function variation(stock: number | null): Promise<string> {
  const [row] = await db
    .insert(productVariations)
    .values({ product_id: productId, name: 'Peça', price: '20.00', stock_quantity: stock, updated_at: OLD })
    .returning({ id: productVariations.id });
  return row!.id;
}
const row = async (id: string) =>
  (await db.select().from(productVariations).where(eq(productVariations.id, id)))[0]!;

describe('takeStock', () => {
  it.each([
    { stock: 5, quantity: 2, taken: true, after: 3 },
    { stock: 2, quantity: 2, taken: true, after: 0 },
    { stock: 1, quantity: 2, taken: false, after: 1 },
    { stock: 0, quantity: 1, taken: false, after: 0 },
    { stock: null, quantity: 40, taken: true, after: null },
  ])(
    'stock $stock, $quantity asked → taken $taken, $after left',
    async ({ stock, quantity, taken, after }) => {
      const id = await variation(stock);
      expect(await db.transaction((tx) => takeStock(tx, id, quantity))).toBe(taken);
      const now = await row(id);
      expect(now.stock_quantity).toBe(after);
      // Only a real take writes the row (and its updated_at, which the catalogue's freshness reads).
      expect(now.updated_at.getTime() === OLD.getTime()).toBe(!(taken && stock !== null));
      expect(await stockLeft(db, id)).toBe(after);
    },
  );

  it('refuses a variation that does not exist', async () => {
    expect(await db.transaction((tx) => takeStock(tx, '00000000-0000-4000-8000-000000000000', 1))).toBe(
      false,
    );
  });

  it('gives back only tracked stock', async () => {
    const tracked = await variation(1);
    const untracked = await variation(null);
    await db.transaction(async (tx) => {
      await giveBackStock(tx, tracked, 2);
      await giveBackStock(tx, untracked, 2);
    });
    expect((await row(tracked)).stock_quantity).toBe(3);
    expect((await row(untracked)).stock_quantity).toBeNull();
  });

  // Two checkouts of one popular untracked cut: the second does not wait for the first's commit.
  // (PostgreSQL only: on the embedded database's one connection every transaction waits anyway.)
  it.runIf(process.env.TEST_DB === 'pg')(
    'takes untracked stock without holding its row until commit',
    async () => {
      const id = await variation(null);
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let firstTook!: () => void;
      const took = new Promise<void>((resolve) => {
        firstTook = resolve;
      });
      const first = db.transaction(async (tx) => {
        await takeStock(tx, id, 1);
        firstTook();
        await held;
      });
      await took;
      const second = await Promise.race([
        db.transaction((tx) => takeStock(tx, id, 1)),
        new Promise((resolve) => setTimeout(() => resolve('waited'), 2000)),
      ]);
      release();
      await first;
      expect(second).toBe(true);
    },
  );

  it('a tracked take waits for the other and never oversells', async () => {
    const id = await variation(3);
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map(() => db.transaction((tx) => takeStock(tx, id, 1))),
    );
    expect(results.filter(Boolean)).toHaveLength(3);
    expect((await row(id)).stock_quantity).toBe(0);
  });
});
