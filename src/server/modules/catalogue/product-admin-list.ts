import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { StaffProductQuery } from '@/shared/catalogue/product-schemas';
import { LOW_STOCK_THRESHOLD, type StockState } from '@/shared/catalogue/rules';
import { hasUuidShape } from '@/shared/ids';
import { cents } from './mappers';
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
  stockState: StockState;
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

/** A product's stock state from its variations (the SQL below applies the same rule). */
export function stockStateOf(n: number, tracked: number, stock: number | null): StockState {
  if (tracked === 0) return 'untracked';
  if (tracked === n && (stock ?? 0) <= 0) return 'out';
  if (tracked === n && (stock ?? 0) <= LOW_STOCK_THRESHOLD) return 'low';
  return 'in';
}

type Stats = { n: number; tracked: number; stock: number | null; low: string | null; high: string | null };

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
  const lateral = db
    .select({
      n: sql<number>`count(*)::int`.as('n'),
      tracked: sql<number>`count(${productVariations.stock_quantity})::int`.as('tracked'),
      stock: sql<number | null>`sum(${productVariations.stock_quantity})::int`.as('stock'),
    })
    .from(productVariations)
    .where(eq(productVariations.product_id, products.id))
    .as('stats');
  const stockState = sql<StockState>`case
    when ${lateral.tracked} = 0 then 'untracked'
    when ${lateral.tracked} = ${lateral.n} and coalesce(${lateral.stock}, 0) <= 0 then 'out'
    when ${lateral.tracked} = ${lateral.n} and ${lateral.stock} <= ${LOW_STOCK_THRESHOLD} then 'low'
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
    const prefilter = stockPrefilter(q.stock);
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
  const [found, stats] = await Promise.all([
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
    statsOf(db, ids),
  ]);
  const byId = new Map(found.map((r) => [r.product.id, r]));
  const rows = ids.flatMap((id) => byId.get(id) ?? []);
  const items = rows.map(({ product: p, category }) => {
    const own = cents(p.price)!;
    const s = stats.get(p.id) ?? { n: 0, tracked: 0, stock: null, low: null, high: null };
    return {
      id: p.id,
      name: p.name,
      nameEn: p.name_en,
      slug: p.slug,
      brand: p.brand,
      mainImageUrl: p.main_image_url,
      category: category?.id ? category : null,
      priceCents: own,
      minPriceCents: s.low === null ? own : cents(s.low)!,
      maxPriceCents: s.high === null ? own : cents(s.high)!,
      variationCount: s.n,
      stockTotal: s.tracked === 0 ? null : s.stock,
      stockState: stockStateOf(s.n, s.tracked, s.stock),
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
      tracked: sql<number>`count(${productVariations.stock_quantity})::int`,
      stock: sql<number | null>`sum(${productVariations.stock_quantity})::int`,
      low: sql<string | null>`min(${productVariations.price})`,
      high: sql<string | null>`max(${productVariations.price})`,
    })
    .from(productVariations)
    .where(inArray(productVariations.product_id, ids))
    .groupBy(productVariations.product_id);
  return new Map(rows.map(({ id, ...s }) => [id, s]));
}

/**
 * A condition every product in a stock state meets, on the variations' rows alone, so that the
 * database drops most products with one hash anti-join over the variations before summing the
 * rest one by one (decision 040: the low-stock filter went from summing 1,816 products to 7).
 * Stocks are ≥ 0 (a check), so a sum ≤ LOW_STOCK_THRESHOLD needs every variation tracked and
 * none above it; untracked needs no tracked variation.
 */
function stockPrefilter(state: StockState): SQL | undefined {
  const other = (condition: SQL) =>
    sql`not exists (select 1 from ${productVariations} o where o.product_id = ${products.id} and ${condition})`;
  if (state === 'low' || state === 'out')
    return other(
      sql`(o.stock_quantity is null or o.stock_quantity > ${state === 'out' ? 0 : LOW_STOCK_THRESHOLD})`,
    );
  if (state === 'untracked') return other(sql`o.stock_quantity is not null`);
  return undefined;
}

/** One product as the editor opens it: variations in their order, the chosen extras' ids in theirs. */
export async function readStaffProduct(db: Executor, id: string): Promise<StaffProduct> {
  if (!hasUuidShape(id)) throw new AppError('not_found', 'product.notFound');
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) throw new AppError('not_found', 'product.notFound');
  const [variations, links] = await Promise.all([
    db
      .select()
      .from(productVariations)
      .where(eq(productVariations.product_id, id))
      .orderBy(asc(productVariations.display_order), asc(productVariations.created_at)),
    db
      .select({ id: productExtraLinks.extra_id })
      .from(productExtraLinks)
      .where(eq(productExtraLinks.product_id, id))
      .orderBy(asc(productExtraLinks.display_order)),
  ]);
  return toStaffProduct(
    row,
    variations,
    links.map((l) => l.id),
  );
}
