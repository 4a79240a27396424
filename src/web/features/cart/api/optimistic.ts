import { exceedsStock } from '@/shared/cart/rules';
import { cartTotals, extrasTotalCents, lineTotalCents } from '@/shared/cart/totals';
import type { Cart, CartLine } from '@/shared/cart/types';

/**
 * What the cart will look like once a write lands, shown while it travels (the server's answer
 * replaces it). Totals come from the same pure rule the server uses (SPEC §3.3).
 */

export const EMPTY_CART: Cart = {
  sessionId: null,
  expiresAt: null,
  items: [],
  totals: { subtotalCents: 0, itemCount: 0, totalWeightKg: 0 },
  notice: null,
  lookupFailed: false,
};

function withLines(cart: Cart, items: CartLine[]): Cart {
  const lines = items.map((line) => ({
    ...line,
    totalPriceCents: lineTotalCents(line),
    extrasTotalCents: extrasTotalCents(line),
    exceedsStock: exceedsStock(line.quantity, line.stock),
  }));
  return { ...cart, items: lines, totals: cartTotals(lines) };
}

/** An add: the badge counts the new units at once; the line itself arrives with the answer. */
export const withAddedUnits = (cart: Cart, quantity: number): Cart => ({
  ...cart,
  totals: { ...cart.totals, itemCount: cart.totals.itemCount + quantity },
});

/** A line's new quantity; 0 removes it (SPEC §4.4), extras with it. */
export function withLineQuantity(cart: Cart, itemId: string, quantity: number): Cart {
  return withLines(
    cart,
    cart.items.flatMap((line) => (line.id !== itemId ? [line] : quantity > 0 ? [{ ...line, quantity }] : [])),
  );
}

/** An extra's new quantity on a line; 0 removes it. */
export function withExtraQuantity(cart: Cart, itemId: string, extraLineId: string, quantity: number): Cart {
  return withLines(
    cart,
    cart.items.map((line) =>
      line.id !== itemId
        ? line
        : {
            ...line,
            extras: line.extras.flatMap((extra) =>
              extra.id !== extraLineId
                ? [extra]
                : quantity > 0
                  ? [{ ...extra, quantity, totalPriceCents: quantity * extra.unitPriceCents }]
                  : [],
            ),
          },
    ),
  );
}

export const withoutLines = (cart: Cart): Cart => withLines(cart, []);
