import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { productVariations } from './schema';

/**
 * The variations' stock as checkout and cancelling move it, inside the caller's transaction.
 * Untracked stock (null) is never touched.
 */

/**
 * Takes `quantity` units only while that many are left (or the stock is untracked), in one
 * conditional update: two buyers of the last unit never both get it. False: not enough left.
 */
export async function takeStock(tx: Executor, variationId: string, quantity: number): Promise<boolean> {
  const taken = await tx
    .update(productVariations)
    .set({
      stock_quantity: sql`${productVariations.stock_quantity} - ${quantity}`,
      updated_at: new Date(),
    })
    .where(
      and(
        eq(productVariations.id, variationId),
        sql`(${productVariations.stock_quantity} is null or ${productVariations.stock_quantity} >= ${quantity})`,
      ),
    )
    .returning({ id: productVariations.id });
  return taken.length === 1;
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
