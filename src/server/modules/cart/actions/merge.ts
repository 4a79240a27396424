import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { selectWithSellable } from '@/server/modules/catalogue/public';
import { cartExpiry, isCartExpired, LINE_QUANTITY_MAX, mergeCartLines, sameLine } from '@/shared/cart/rules';
import type { CappedLine } from '@/shared/cart/types';
import type { CartContext } from '../context';
import { cartItems, cartSessions } from '../schema';
import { rows } from './sql-rows';

export type MergeResult = { sessionId: string | null; capped: CappedLine[] };

async function linesOf(tx: Executor, sessionIds: string[]) {
  return selectWithSellable(
    tx,
    {
      from: cartItems,
      fields: {
        id: cartItems.id,
        sessionId: cartItems.session_id,
        productId: cartItems.product_id,
        variationId: cartItems.variation_id,
        cutsKey: cartItems.cuts_key,
        quantity: cartItems.quantity,
      },
      productId: cartItems.product_id,
      variationId: cartItems.variation_id,
    },
    ['stock', 'productName', 'productNameEn', 'variationName'],
  )
    .where(inArray(cartItems.session_id, sessionIds))
    .orderBy(cartItems.created_at, cartItems.id);
}

/**
 * Moves a guest line's extras onto the account's line for the same product; an extra on both stays
 * once (its quantity follows its basis and the merged line's quantity, decision 111).
 */
async function moveExtras(tx: Executor, fromItemId: string, toItemId: string, now: Date) {
  await rows(
    tx,
    sql`
    insert into cart_item_extras as ce
      (cart_item_id, extra_id, quantity, unit_price, total_price, created_at, updated_at)
    select ${toItemId}::uuid, extra_id, 1, unit_price, unit_price, created_at, ${now.toISOString()}::timestamptz
    from cart_item_extras where cart_item_id = ${fromItemId}::uuid
    on conflict on constraint cart_item_extras_line_key do update set
      quantity = 1,
      total_price = ce.unit_price,
      updated_at = excluded.updated_at`,
  );
}

/**
 * A visitor signed in (or registered): their guest cart becomes the account's cart. When the
 * account already has one, the lines merge — the same product + variation add up within the
 * stock left (mergeCartLines), extras follow their line — and the guest cart is deleted. Lines
 * lowered to the stock are returned and kept on the cart as a one-time notice for the next read.
 * Only a live cart that belongs to no account is taken: a cart id alone never moves another
 * account's cart. One transaction; both carts are locked in id order (no deadlock with a
 * concurrent merge of the same pair).
 */
export async function mergeGuestCart(
  ctx: CartContext,
  guestSessionId: string,
  userId: string,
): Promise<MergeResult> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const sessions = await tx
      .select({
        id: cartSessions.session_id,
        userId: cartSessions.user_id,
        expiresAt: cartSessions.expires_at,
      })
      .from(cartSessions)
      .where(
        or(
          and(eq(cartSessions.session_id, guestSessionId), isNull(cartSessions.user_id)),
          eq(cartSessions.user_id, userId),
        ),
      )
      .orderBy(cartSessions.session_id)
      .for('update');
    const expired = sessions.filter((s) => isCartExpired(s.expiresAt, now)).map((s) => s.id);
    if (expired.length) await tx.delete(cartSessions).where(inArray(cartSessions.session_id, expired));
    const live = sessions.filter((s) => !expired.includes(s.id));
    const guest = live.find((s) => s.id === guestSessionId && s.userId === null);
    const account = live.find((s) => s.userId === userId);
    if (!guest) return { sessionId: account?.id ?? null, capped: [] };

    const all = await linesOf(tx, account ? [account.id, guest.id] : [guest.id]);
    const accountLines = all.filter((l) => l.sessionId === account?.id);
    const guestLines = all.filter((l) => l.sessionId === guest.id);
    const outcome = mergeCartLines(accountLines, guestLines, (line) =>
      line.variationId === null
        ? LINE_QUANTITY_MAX
        : (all.find((l) => l.variationId === line.variationId)?.stock ?? LINE_QUANTITY_MAX),
    );

    const target = account?.id ?? guest.id;
    await tx
      .update(cartSessions)
      .set({ user_id: userId, expires_at: cartExpiry(now), updated_at: now })
      .where(eq(cartSessions.session_id, target));

    for (const line of guestLines) {
      const merged = outcome.lines.find((l) => sameLine(l, line));
      if (!merged) {
        await tx.delete(cartItems).where(eq(cartItems.id, line.id));
        continue;
      }
      if (merged.id !== line.id) await moveExtras(tx, line.id, merged.id, now);
      await tx
        .update(cartItems)
        .set({
          session_id: target,
          quantity: merged.quantity,
          total_price: sql`${cartItems.unit_price} * ${merged.quantity}::int`,
          updated_at: now,
        })
        .where(eq(cartItems.id, merged.id));
    }
    if (target !== guest.id) await tx.delete(cartSessions).where(eq(cartSessions.session_id, guest.id));

    const capped: CappedLine[] = outcome.capped.map((c) => {
      const line = all.find((l) => l.productId === c.productId && l.variationId === c.variationId);
      return {
        productId: c.productId,
        variationId: c.variationId,
        productName: line?.productName ?? '',
        productNameEn: line?.productNameEn ?? null,
        variationName: line?.variationName ?? null,
        wanted: c.wanted,
        kept: c.kept,
      };
    });
    if (capped.length) {
      await tx
        .update(cartSessions)
        .set({ merge_notice: { capped } })
        .where(eq(cartSessions.session_id, target));
    }
    return { sessionId: target, capped };
  });
}
