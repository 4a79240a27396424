import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { productVariations } from './schema';

/**
 * The variations' stock as checkout and cancelling move it, inside the caller's transaction.
 * Untracked stock (null) is never touched.
 */

/**
 * Takes `quantity` units only while that many are left, in one conditional update: two buyers of
 * the last unit never both get it. Untracked stock (null) is answered in the same statement and
 * never written: a row lock on it would make every checkout of a popular untracked cut wait for
 * the one before to commit (issue 34). False: not enough left (or no such variation).
 */
export async function takeStock(tx: Executor, variationId: string, quantity: number): Promise<boolean> {
  const v = productVariations;
  // Both drivers answer `execute` with `rows`; the shared Db type does not say so.
  const result = (await tx.execute(sql`
    with taken as (
      update ${v} set ${sql.identifier(v.stock_quantity.name)} = ${v.stock_quantity} - ${quantity},
        ${sql.identifier(v.updated_at.name)} = ${new Date()}
      where ${v.id} = ${variationId} and ${v.stock_quantity} >= ${quantity}
      returning ${v.id}
    )
    select exists (select 1 from taken)
      or exists (select 1 from ${v} where ${v.id} = ${variationId} and ${v.stock_quantity} is null) as ok`)) as unknown as {
    rows: { ok: boolean }[];
  };
  return result.rows[0]?.ok === true;
}

/** The units left of a variation (null: untracked or no such variation), for a refusal's message. */
export async function stockLeft(ex: Executor, variationId: string): Promise<number | null> {
  const [left] = await ex
    .select({ stock: productVariations.stock_quantity })
    .from(productVariations)
    .where(eq(productVariations.id, variationId));
  return left?.stock ?? null;
}

/** Gives `quantity` units back (a cancelled order); untracked stock stays untracked. */
export async function giveBackStock(tx: Executor, variationId: string, quantity: number): Promise<void> {
  await tx
    .update(productVariations)
    .set({
      stock_quantity: sql`${productVariations.stock_quantity} + ${quantity}`,
      updated_at: new Date(),
    })
    .where(and(eq(productVariations.id, variationId), isNotNull(productVariations.stock_quantity)));
}
