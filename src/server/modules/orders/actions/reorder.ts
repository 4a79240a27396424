import { asc, eq } from 'drizzle-orm';
import { AppError } from '@/server/http/app-error';
import type { AddItemInput } from '@/shared/cart/schemas';
import { lineName } from '@/shared/orders/edit';
import type { ReorderResult } from '@/shared/orders/reorder';
import type { OrdersContext } from '../context';
import { orderItems } from '../schema';
import { extrasOfItems, findOrderRow } from './read-orders';
import { CUT_CHARGE_NAMES } from './reprice-cart';

/** The cart's add, as the orders module is given it (the cart module's door, at composition). */
export type AddToCart = (userId: string, input: AddItemInput) => Promise<unknown>;

/** A refusal that concerns an extra of the line, not the line itself. */
const aboutAnExtra = (error: AppError) => /extra/i.test(error.key);

/**
 * Puts a past order's lines back in her cart (issue 38): the same product and variation, the same
 * quantity and the extras still sold, each line through the cart's own add (its stock and limit
 * rules, its transaction). A product gone or out of stock is left out with the cart's reason; an
 * extra gone is left off its line. Another customer's order is 404.
 */
export async function reorder(
  ctx: OrdersContext,
  userId: string,
  orderId: string,
  addToCart: AddToCart,
): Promise<ReorderResult> {
  const row = await findOrderRow(ctx.db, orderId);
  if (!row || row.customer_user_id !== userId) throw new AppError('not_found', 'order.notFound');
  const items = await ctx.db
    .select()
    .from(orderItems)
    .where(eq(orderItems.order_id, row.id))
    .orderBy(asc(orderItems.position));
  const extras = await extrasOfItems(ctx.db, items);
  const result: ReorderResult = { added: [], unavailable: [] };
  for (const item of items) {
    const name = lineName({ productName: item.product_name, variationName: item.variation_name });
    if (!item.product_id) {
      result.unavailable.push({ name, key: 'cart.productNotFound' });
      continue;
    }
    // The row of the line's priced cut options (decision 091) is no extra: the cuts go again as cuts.
    const cutCharge = (e: { extra_id: string | null; name: string }) =>
      item.cuts !== null && e.extra_id === null && Object.values(CUT_CHARGE_NAMES).includes(e.name as never);
    const mine = extras.filter((e) => e.order_item_id === item.id && !cutCharge(e));
    const cuts = item.cuts
      ? { choices: item.cuts.choices.map(({ group, value }) => ({ group, value })), note: item.cuts.note }
      : null;
    const kept = mine.flatMap((e) => (e.extra_id ? [{ extraId: e.extra_id, quantity: e.quantity }] : []));
    const gone = mine.filter((e) => !e.extra_id).map((e) => e.name);
    const input = {
      productId: item.product_id,
      variationId: item.variation_id,
      quantity: item.quantity,
      cuts,
    };
    try {
      try {
        await addToCart(userId, { ...input, extras: kept });
        result.added.push({ name, quantity: item.quantity, extrasLeftOut: gone });
      } catch (error) {
        if (!(error instanceof AppError) || !aboutAnExtra(error) || kept.length === 0) throw error;
        await addToCart(userId, { ...input, extras: [] });
        result.added.push({ name, quantity: item.quantity, extrasLeftOut: mine.map((e) => e.name) });
      }
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      result.unavailable.push({ name, key: error.key });
    }
  }
  return result;
}
