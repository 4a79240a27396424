import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { readTogether } from '@/server/db/read-together';
import { AppError } from '@/server/http/app-error';
import { type LowStockDefaults, productStockState, variationStockState } from '@/shared/catalogue/low-stock';
import type { StaffProductQuery } from '@/shared/catalogue/product-schemas';
import type { StockState } from '@/shared/catalogue/rules';
import { hasUuidShape } from '@/shared/ids';
import { readLowStockSettings } from '../settings/public';
import { thresholdOfAlias, thresholdSql } from './low-stock-reads';
import { cents, kg } from './mappers';
import { type StaffProduct, toStaffProduct } from './product-mappers';
import { categories, productExtraLinks, products, productVariations } from './schema';

export type StaffProductRow = {
  id: string;
  name: string;
  nameEn: string | null;
  slug: string;
  brand: string | null;
  mainImageUrl: string | null;
  category: { id: string; name: string; nameEn: string | null } | null;
  priceCents: number;
  minPriceCents: number;
  maxPriceCents: number;
  variationCount: number;
  /** Sum of the tracked stocks; null when no variation is tracked. */
  stockTotal: number | null;
  /** From its variations' states (decision 099): low when any is low or sold out. */
  stockState: StockState;
  /** Its variations at or under their threshold, sold out first (the list's flags). */
  flagged: { id: string; name: string; stock: number; state: 'low' | 'out' }[];
  isActive: boolean;
  featured: boolean;
  onOffer: boolean;
  brazilianCut: boolean;
  updatedAt: string;
};

export type StaffProductPage = {
  items: StaffProductRow[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
};

/** LIKE pattern of a search: its own %, _ and \ taken literally. */
const contains = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type Stats = { n: number; stock: number | null; low: string | null; high: string | null };
type VariationStock = StaffProductRow['flagged'][number] & { productId: string; tracked: boolean };

/**
 * The admin product list (decision 030), in SQL: search, filters, sort and page run in the
 * database. Every product, active or draft: one catalogue shared by the stores. Two plans, so
 * 2,000 products stay well under the README's p99: without a stock filter or sort, the page is
 * chosen from `products` alone and only its 20 or so rows get their variations summed; with one,
 * each product's variations are summed through a LATERAL join on their index (PGlite never runs
 * ANALYZE, and without statistics a grouped join was planned as a nested loop: 1.7 s).
 */
export async function listStaffProducts(db: Executor, q: StaffProductQuery): Promise<StaffProductPage> {
  const byStock = q.stock !== undefined || q.sort === 'stock';
  const { defaults } = await readLowStockSettings(db);
  const threshold = thresholdSql(defaults, {
    own: productVariations.low_stock_threshold,
    perKg: productVariations.price_per_kg,
    weight: productVariations.weight_kg,
  });
  const lateral = db
    .select({
      n: sql<number>`count(*)::int`.as('n'),
      tracked: sql<number>`count(${productVariations.stock_quantity})::int`.as('tracked'),
      outs: sql<number>`(count(*) filter (where ${productVariations.stock_quantity} <= 0))::int`.as('outs'),
      lows: sql<number>`(count(*) filter (where ${productVariations.stock_quantity} > 0 and ${productVariations.stock_quantity} <= ${threshold}))::int`.as(
        'lows',
      ),
      stock: sql<number | null>`sum(${productVariations.stock_quantity})::int`.as('stock'),
    })
    .from(productVariations)
    .where(eq(productVariations.product_id, products.id))
    .as('stats');
  // productStockState (decision 099) in SQL: untracked, every variation sold out, any low or out, in.
  const stockState = sql<StockState>`case
    when ${lateral.tracked} = 0 then 'untracked'
    when ${lateral.outs} = ${lateral.n} then 'out'
    when ${lateral.outs} + ${lateral.lows} > 0 then 'low'
    else 'in' end`;

  const where: SQL[] = [];
  if (q.q) {
    const like = contains(q.q);
    where.push(
      or(
        sql`lower(${products.name}) like ${like}`,
        sql`lower(coalesce(${products.name_en}, '')) like ${like}`,
        sql`${products.slug} like ${like}`,
        sql`lower(coalesce(${products.brand}, '')) like ${like}`,
      )!,
    );
  }
  if (q.category === 'none') where.push(isNull(products.category_id));
  else if (q.category) where.push(eq(products.category_id, q.category));
  if (q.status) where.push(eq(products.is_active, q.status === 'active'));
  if (q.featured !== undefined) where.push(eq(products.featured, q.featured));
  if (q.offer !== undefined) where.push(eq(products.on_offer, q.offer));
  if (q.brazilian !== undefined) where.push(eq(products.brazilian_cut, q.brazilian));
  if (q.stock) {
    const prefilter = stockPrefilter(q.stock, defaults);
    if (prefilter) where.push(prefilter);
    where.push(sql`${stockState} = ${q.stock}`);
  }

  const direction = q.dir === 'asc' ? asc : desc;
  const order: SQL[] =
    q.sort === 'name'
      ? [direction(sql`lower(${products.name})`)]
      : q.sort === 'price'
        ? [direction(products.price)]
        : q.sort === 'stock'
          ? [sql`${lateral.stock} ${sql.raw(q.dir)} nulls last`]
          : [direction(products.updated_at)];

  // First the page's ids, narrow rows sorted (sorting 2,000 whole rows cost 4× more), then their
  // rows, categories and variation sums.
  const base = db.select({ id: products.id, total: sql<number>`count(*) over ()::int` }).from(products);
  const page = await (byStock ? base.leftJoinLateral(lateral, sql`true`) : base)
    .where(where.length ? and(...where) : undefined)
    .orderBy(...order, asc(products.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);

  // Past the last page there is no row to carry the window count: count on its own then.
  let total = page[0]?.total ?? 0;
  if (page.length === 0 && q.page > 1) {
    const counted = db.select({ n: sql<number>`count(*)::int` }).from(products);
    const [row] = await (byStock ? counted.leftJoinLateral(lateral, sql`true`) : counted).where(
      where.length ? and(...where) : undefined,
    );
    total = row?.n ?? 0;
  }

  const ids = page.map((r) => r.id);
  const [found, stats, stocks] = await readTogether(
    db,
    () =>
      ids.length === 0
        ? []
        : db
            .select({
              product: products,
              category: { id: categories.id, name: categories.name, nameEn: categories.name_en },
            })
            .from(products)
            .leftJoin(categories, eq(categories.id, products.category_id))
            .where(inArray(products.id, ids)),
    () => statsOf(db, ids),
    () => variationStocksOf(db, ids, defaults),
  );
  const byId = new Map(found.map((r) => [r.product.id, r]));
  const rows = ids.flatMap((id) => byId.get(id) ?? []);
  const items = rows.map(({ product: p, category }) => {
    const ownPrice = cents(p.price)!;
    const s = stats.get(p.id) ?? { n: 0, stock: null, low: null, high: null };
    const own = stocks.filter((v) => v.productId === p.id);
    const tracked = own.some((v) => v.tracked);
    return {
      id: p.id,
      name: p.name,
      nameEn: p.name_en,
      slug: p.slug,
      brand: p.brand,
      mainImageUrl: p.main_image_url,
      category: category?.id ? category : null,
      priceCents: ownPrice,
      minPriceCents: s.low === null ? ownPrice : cents(s.low)!,
      maxPriceCents: s.high === null ? ownPrice : cents(s.high)!,
      variationCount: s.n,
      stockTotal: tracked ? s.stock : null,
      stockState: productStockState(own.map((v) => v.state as StockState)),
      flagged: own
        .filter((v) => v.state === 'low' || v.state === 'out')
        .sort((a, b) => a.stock - b.stock)
        .map(({ id, name, stock, state }) => ({ id, name, stock, state })),
      isActive: p.is_active,
      featured: p.featured,
      onOffer: p.on_offer,
      brazilianCut: p.brazilian_cut,
      updatedAt: p.updated_at.toISOString(),
    } satisfies StaffProductRow;
  });
  return { items, page: q.page, pageSize: q.pageSize, total, totalPages: Math.ceil(total / q.pageSize) };
}

/** The variations of one page of products, summed per product (an index scan of a few rows each). */
async function statsOf(db: Executor, ids: string[]): Promise<Map<string, Stats>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: productVariations.product_id,
      n: sql<number>`count(*)::int`,
      stock: sql<number | null>`sum(${productVariations.stock_quantity})::int`,
      low: sql<string | null>`min(${productVariations.price})`,
      high: sql<string | null>`max(${productVariations.price})`,
    })
    .from(productVariations)
    .where(inArray(productVariations.product_id, ids))
    .groupBy(productVariations.product_id);
  return new Map(rows.map(({ id, ...s }) => [id, s]));
}

/** Each variation of one page of products with its stock state (decision 099's rule, in TypeScript). */
async function variationStocksOf(
  db: Executor,
  ids: string[],
  defaults: LowStockDefaults,
): Promise<(VariationStock & { state: StockState })[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      productId: productVariations.product_id,
      id: productVariations.id,
      name: productVariations.name,
      stock: productVariations.stock_quantity,
      own: productVariations.low_stock_threshold,
      weight: productVariations.weight_kg,
      perKg: productVariations.price_per_kg,
    })
    .from(productVariations)
    .where(inArray(productVariations.product_id, ids))
    .orderBy(asc(productVariations.display_order));
  return rows.map((r) => {
    const state = variationStockState(
      {
        stockQuantity: r.stock,
        lowStockThreshold: r.own,
        weightKg: kg(r.weight),
        pricePerKgCents: cents(r.perKg),
      },
      defaults,
    );
    return {
      productId: r.productId,
      id: r.id,
      name: r.name,
      stock: r.stock ?? 0,
      state,
      tracked: r.stock !== null,
    };
  }) as (VariationStock & { state: StockState })[];
}

/**
 * A condition every product in a stock state meets, on the variations' rows alone, so that the
 * database drops most products with one hash anti-join over the variations before summing the
 * rest one by one (decision 040: the low-stock filter went from summing 1,816 products to 7).
 * Sold out needs every variation tracked at 0; low needs one variation at or under its threshold
 * (decision 099); untracked needs no tracked variation.
 */
function stockPrefilter(state: StockState, defaults: LowStockDefaults): SQL | undefined {
  const other = (condition: SQL) =>
    sql`not exists (select 1 from ${productVariations} o where o.product_id = ${products.id} and ${condition})`;
  if (state === 'out') return other(sql`(o.stock_quantity is null or o.stock_quantity > 0)`);
  if (state === 'low')
    return sql`exists (select 1 from ${productVariations} o where o.product_id = ${products.id} and o.stock_quantity <= ${thresholdOfAlias(defaults, 'o')})`;
  if (state === 'untracked') return other(sql`o.stock_quantity is not null`);
  return undefined;
}

/** One product as the editor opens it: variations in their order, the chosen extras' ids in theirs. */
export async function readStaffProduct(db: Executor, id: string): Promise<StaffProduct> {
  if (!hasUuidShape(id)) throw new AppError('not_found', 'product.notFound');
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) throw new AppError('not_found', 'product.notFound');
  const [variations, links] = await readTogether(
    db,
    () =>
      db
        .select()
        .from(productVariations)
        .where(eq(productVariations.product_id, id))
        .orderBy(asc(productVariations.display_order), asc(productVariations.created_at)),
    () =>
      db
        .select({ id: productExtraLinks.extra_id })
        .from(productExtraLinks)
        .where(eq(productExtraLinks.product_id, id))
        .orderBy(asc(productExtraLinks.display_order)),
  );
  return toStaffProduct(
    row,
    variations,
    links.map((l) => l.id),
  );
}
