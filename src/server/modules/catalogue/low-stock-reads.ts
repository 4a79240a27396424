import { and, asc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '@/server/db/client';
import type { LowStockDefaults } from '@/shared/catalogue/low-stock';
import { readLowStockSettings } from '../settings/public';
import { products, productVariations } from './schema';

/**
 * The threshold in force of a variation row, in SQL: the same rule as `lowStockThreshold`
 * (src/shared/catalogue/low-stock.ts, decision 099) — its own, else for a weighed one the pieces
 * holding the kg default at its estimated weight (rounded up, in grams), else the units default.
 */
export function thresholdSql(
  d: LowStockDefaults,
  v: { own: AnyPgColumn | SQL; perKg: AnyPgColumn | SQL; weight: AnyPgColumn | SQL },
): SQL {
  const grams = Math.round(d.kg * 1000);
  return sql`coalesce(${v.own}, case when ${v.perKg} is not null and ${v.weight} > 0
    then ceil(${grams}::numeric / round(${v.weight} * 1000))::int else ${d.units}::int end)`;
}

/** The same, on the alias `o` of product_variations (the list's correlated subqueries). */
export const thresholdOfAlias = (d: LowStockDefaults, alias: string) =>
  thresholdSql(d, {
    own: sql.raw(`${alias}.low_stock_threshold`),
    perKg: sql.raw(`${alias}.price_per_kg`),
    weight: sql.raw(`${alias}.weight_kg`),
  });

export type LowStockVariation = {
  productId: string;
  productName: string;
  productNameEn: string | null;
  variationId: string;
  variationName: string;
  stock: number;
  threshold: number;
  state: 'low' | 'out';
};

export type LowStockList = { total: number; outTotal: number; items: LowStockVariation[] };

/**
 * The active products' tracked variations at or under their threshold (sold out first, then the
 * fewest left), `limit` of them, with how many there are in all: the dashboard's card and the
 * daily summary (decision 099). One catalogue for every store.
 */
export async function lowStockVariations(ex: Executor, limit: number): Promise<LowStockList> {
  const { defaults } = await readLowStockSettings(ex);
  const threshold = thresholdSql(defaults, {
    own: productVariations.low_stock_threshold,
    perKg: productVariations.price_per_kg,
    weight: productVariations.weight_kg,
  });
  const rows = await ex
    .select({
      productId: products.id,
      productName: products.name,
      productNameEn: products.name_en,
      variationId: productVariations.id,
      variationName: productVariations.name,
      stock: sql<number>`${productVariations.stock_quantity}`,
      threshold: sql<number>`${threshold}`,
      total: sql<number>`count(*) over ()::int`,
      outTotal: sql<number>`(count(*) filter (where ${productVariations.stock_quantity} <= 0) over ())::int`,
    })
    .from(productVariations)
    .innerJoin(products, eq(products.id, productVariations.product_id))
    .where(
      and(
        eq(products.is_active, true),
        isNotNull(productVariations.stock_quantity),
        sql`${productVariations.stock_quantity} <= ${threshold}`,
      ),
    )
    .orderBy(
      asc(productVariations.stock_quantity),
      asc(sql`lower(${products.name})`),
      asc(productVariations.display_order),
      asc(productVariations.id),
    )
    .limit(limit);
  return {
    total: rows[0]?.total ?? 0,
    outTotal: rows[0]?.outTotal ?? 0,
    items: rows.map(({ total: _t, outTotal: _o, ...r }) => ({
      ...r,
      state: r.stock <= 0 ? ('out' as const) : ('low' as const),
    })),
  };
}
