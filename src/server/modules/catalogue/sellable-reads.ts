import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Executor } from '@/server/db/client';
import type { TaxClass } from '@/shared/tax/classes';
import { categories, productExtraLinks, productExtras, products, productVariations } from './schema';

/**
 * What the catalogue sells right now (active, price, stock, names) as the cart and checkout read
 * it, inside their own transaction and, for their lines, inside their own single query: a line
 * table of theirs is joined to the products, variations and extras here, so the cart and the
 * checkout keep one round trip per read and never name the catalogue's tables.
 */

/** The product and variation columns a line may read, by the name it gets them under. */
const sellableColumns = {
  productName: products.name,
  productNameEn: products.name_en,
  productPrice: products.price,
  productActive: products.is_active,
  variationName: productVariations.name,
  variationPrice: productVariations.price,
  variationWeight: productVariations.weight_kg,
  variationPricePerKg: productVariations.price_per_kg,
  stock: productVariations.stock_quantity,
  /** The product's cut options now (issue 41): checkout prices the line's cuts from them. */
  cutOptions: products.cut_options,
  /** Its category takes a preparation note per line (meat and fish, decision 097). */
  takesPrepNote: sql<boolean>`coalesce((select ${categories.takes_prep_notes} from ${categories} where ${categories.id} = ${products.category_id}), false)`,
  /** The product's sales tax class, else its category's, else grocery food (decision 079). */
  taxClass: sql<TaxClass>`coalesce(${products.tax_class}, (select ${categories.tax_class} from ${categories} where ${categories.id} = ${products.category_id}), 'grocery_food')`,
};

/** The extra columns a line may read, by the name it gets them under. */
const extraColumns = {
  name: productExtras.name,
  nameEn: productExtras.name_en,
  price: productExtras.price,
  basis: productExtras.charge_basis,
  active: productExtras.is_active,
};

/**
 * The extra's name (unique): after the time they were chosen, extras chosen together are listed by
 * it, the same on every read (a random id broke the tie before).
 */
export const EXTRA_NAME = extraColumns.name;

function pick<T extends object, K extends keyof T>(from: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((k) => [k, from[k]])) as Pick<T, K>;
}

/**
 * `select <fields>, <sellable> from <lines> join products left join product_variations`: the
 * caller's lines with the product each points at (lines of a deleted product drop out) and its
 * variation (null columns when it has none or it is gone). The caller adds where/order by.
 */
export function selectWithSellable<
  TLines extends PgTable,
  TFields extends SelectedFields,
  K extends keyof typeof sellableColumns,
>(
  ex: Executor,
  lines: { from: TLines; fields: TFields; productId: AnyPgColumn; variationId: AnyPgColumn },
  sellable: readonly K[],
) {
  return (
    ex
      .select({ ...lines.fields, ...pick(sellableColumns, sellable) })
      // A generic table defers drizzle's check that it is not an empty subquery; it is a table.
      .from<TLines>(lines.from as never)
      .innerJoin(products, eq(products.id, lines.productId))
      .leftJoin(productVariations, eq(productVariations.id, lines.variationId))
  );
}

/** `select <fields>, <extra> from <lines> join product_extras`: the caller's extra lines with their extra now. */
export function selectWithExtra<
  TLines extends PgTable,
  TFields extends SelectedFields,
  K extends keyof typeof extraColumns,
>(ex: Executor, lines: { from: TLines; fields: TFields; extraId: AnyPgColumn }, extra: readonly K[]) {
  return ex
    .select({ ...lines.fields, ...pick(extraColumns, extra) })
    .from<TLines>(lines.from as never)
    .innerJoin(productExtras, eq(productExtras.id, lines.extraId));
}

/** A cart line's product and variation as the database has them now (price, stock, still on sale). */
export async function readSellable(ex: Executor, productId: string, variationId: string | null) {
  const [row] = await ex
    .select({
      active: products.is_active,
      productPrice: products.price,
      variationPrice: productVariations.price,
      variationId: productVariations.id,
      stock: productVariations.stock_quantity,
    })
    .from(products)
    .leftJoin(
      productVariations,
      variationId
        ? and(eq(productVariations.id, variationId), eq(productVariations.product_id, products.id))
        : sql`false`,
    )
    .where(eq(products.id, productId));
  return row;
}

/** An extra's price now and whether it is still offered; undefined when it was deleted. */
export async function readExtraPrice(ex: Executor, extraId: string) {
  const [row] = await ex
    .select({ price: productExtras.price, active: productExtras.is_active })
    .from(productExtras)
    .where(eq(productExtras.id, extraId));
  return row;
}

/** A product's cut options now (issue 41, decision 091); undefined when it is not on sale. */
export async function readCutOptions(ex: Executor, productId: string) {
  const [row] = await ex
    .select({ options: products.cut_options })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.is_active, true)));
  return row?.options;
}

/** The effective sales tax class of each product (its own, else its category's): the cart's estimate. */
export async function taxClassesOf(
  ex: Executor,
  productIds: readonly string[],
): Promise<Map<string, TaxClass>> {
  if (productIds.length === 0) return new Map();
  const rows = await ex
    .select({ id: products.id, taxClass: sellableColumns.taxClass })
    .from(products)
    .where(inArray(products.id, [...productIds]));
  return new Map(rows.map((r) => [r.id, r.taxClass]));
}

/**
 * A product (and variation) as an order line takes it now, for the desk's order editing (issue 39):
 * names, price, estimated weight and price per kg, tax class, whether it is on sale and how many
 * variations the product has. Undefined: no such product; `variationFound` false: not its variation.
 */
export async function readOrderable(ex: Executor, productId: string, variationId: string | null) {
  const [row] = await ex
    .select({
      productId: products.id,
      productName: products.name,
      active: products.is_active,
      productPrice: products.price,
      variationId: productVariations.id,
      variationName: productVariations.name,
      variationPrice: productVariations.price,
      weightKg: productVariations.weight_kg,
      pricePerKg: productVariations.price_per_kg,
      taxClass: sellableColumns.taxClass,
      variationCount: sql<number>`(select count(*)::int from ${productVariations} where ${productVariations.product_id} = ${products.id})`,
    })
    .from(products)
    .leftJoin(
      productVariations,
      variationId
        ? and(eq(productVariations.id, variationId), eq(productVariations.product_id, products.id))
        : sql`false`,
    )
    .where(eq(products.id, productId));
  return row;
}

/**
 * Extras offered with a product now (active and linked to it), for a line added or substituted on
 * the desk (decision 100): the same condition the cart's "add extra" checks. Missing ids are not offered.
 */
export async function readOfferedExtras(ex: Executor, productId: string, extraIds: readonly string[]) {
  if (extraIds.length === 0) return [];
  return ex
    .select({
      id: productExtras.id,
      name: productExtras.name,
      nameEn: productExtras.name_en,
      price: productExtras.price,
      basis: productExtras.charge_basis,
    })
    .from(productExtras)
    .innerJoin(
      productExtraLinks,
      and(eq(productExtraLinks.extra_id, productExtras.id), eq(productExtraLinks.product_id, productId)),
    )
    .where(and(inArray(productExtras.id, [...extraIds]), eq(productExtras.is_active, true)));
}
