import { exceedsStock } from '@/shared/cart/rules';
import { cartTotals, extrasTotalCents, lineTotalCents } from '@/shared/cart/totals';
import type { Cart, CartLine } from '@/shared/cart/types';
import { extraQuantity } from '@/shared/catalogue/extra-basis';

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

/** A line's extras at its quantity: a per-piece extra follows it, a per-line one stays 1 (decision 111). */
const extrasAt = (line: CartLine): CartLine['extras'] =>
  line.extras.map((extra) => {
    const quantity = extraQuantity(extra.basis, line.quantity);
    return { ...extra, quantity, totalPriceCents: quantity * extra.unitPriceCents };
  });

function withLines(cart: Cart, items: CartLine[]): Cart {
  const lines = items.map((item) => {
    const line = { ...item, extras: extrasAt(item) };
    return {
      ...line,
      totalPriceCents: lineTotalCents(line),
      extrasTotalCents: extrasTotalCents(line),
      exceedsStock: exceedsStock(line.quantity, line.stock),
    };
  });
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

/** A line without one of its extras (its quantity is never chosen: it is on the line or not). */
export function withoutExtra(cart: Cart, itemId: string, extraLineId: string): Cart {
  return withLines(
    cart,
    cart.items.map((line) =>
      line.id !== itemId
        ? line
        : { ...line, extras: line.extras.filter((extra) => extra.id !== extraLineId) },
    ),
  );
}

export const withoutLines = (cart: Cart): Cart => withLines(cart, []);
