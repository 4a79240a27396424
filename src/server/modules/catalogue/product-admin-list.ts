import { and, asc, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { StaffProductQuery } from '../../../shared/catalogue/product-schemas';
import { LOW_STOCK_THRESHOLD, type StockState } from '../../../shared/catalogue/rules';
import { hasUuidShape } from '../../../shared/ids';
import type { Executor } from '../../db/client';
import { AppError } from '../../http/app-error';
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

/**
 * The admin product list (decision 030): one SQL query with the variations aggregated per
 * product, so search, filters, sort and page all run in the database (2,000 products: see the
 * README's bench). Every product, active or draft: one catalogue shared by the stores.
 */
export async function listStaffProducts(db: Executor, q: StaffProductQuery): Promise<StaffProductPage> {
  const stats = db
    .select({
      product_id: productVariations.product_id,
      n: sql<number>`count(*)::int`.as('n'),
      tracked: sql<number>`count(${productVariations.stock_quantity})::int`.as('tracked'),
      stock: sql<number | null>`sum(${productVariations.stock_quantity})::int`.as('stock'),
      low: sql<string>`min(${productVariations.price})`.as('low'),
      high: sql<string>`max(${productVariations.price})`.as('high'),
    })
    .from(productVariations)
    .groupBy(productVariations.product_id)
    .as('stats');

  const stockState = sql<StockState>`case
    when coalesce(${stats.tracked}, 0) = 0 then 'untracked'
    when ${stats.tracked} = ${stats.n} and ${stats.stock} <= 0 then 'out'
    when ${stats.tracked} = ${stats.n} and ${stats.stock} <= ${LOW_STOCK_THRESHOLD} then 'low'
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
  if (q.stock) where.push(sql`${stockState} = ${q.stock}`);

  const direction = q.dir === 'asc' ? asc : desc;
  const order: SQL[] =
    q.sort === 'name'
      ? [direction(sql`lower(${products.name})`)]
      : q.sort === 'price'
        ? [direction(products.price)]
        : q.sort === 'stock'
          ? [sql`${stats.stock} ${sql.raw(q.dir)} nulls last`]
          : [direction(products.updated_at)];

  const rows = await db
    .select({
      product: products,
      category: { id: categories.id, name: categories.name, nameEn: categories.name_en },
      n: stats.n,
      stock: stats.stock,
      low: stats.low,
      high: stats.high,
      stockState,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(products)
    .leftJoin(stats, eq(stats.product_id, products.id))
    .leftJoin(categories, eq(categories.id, products.category_id))
    .where(where.length ? and(...where) : undefined)
    .orderBy(...order, asc(products.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);

  // Past the last page there is no row to carry the window count: count on its own then.
  const total =
    rows[0]?.total ??
    (q.page > 1
      ? ((
          await db
            .select({ n: sql<number>`count(*)::int` })
            .from(products)
            .leftJoin(stats, eq(stats.product_id, products.id))
            .where(where.length ? and(...where) : undefined)
        )[0]?.n ?? 0)
      : 0);

  const items = rows.map(({ product: p, category, n, stock, low, high, stockState: state }) => {
    const own = cents(p.price)!;
    return {
      id: p.id,
      name: p.name,
      nameEn: p.name_en,
      slug: p.slug,
      brand: p.brand,
      mainImageUrl: p.main_image_url,
      category: category?.id ? category : null,
      priceCents: own,
      minPriceCents: low === null ? own : cents(low)!,
      maxPriceCents: high === null ? own : cents(high)!,
      variationCount: n ?? 0,
      stockTotal: stock ?? null,
      stockState: state,
      isActive: p.is_active,
      featured: p.featured,
      onOffer: p.on_offer,
      brazilianCut: p.brazilian_cut,
      updatedAt: p.updated_at.toISOString(),
    } satisfies StaffProductRow;
  });
  return { items, page: q.page, pageSize: q.pageSize, total, totalPages: Math.ceil(total / q.pageSize) };
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
