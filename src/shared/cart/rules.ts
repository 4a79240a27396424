/** SPEC §4.4 and §5.2 cart rules, pure: the server applies them inside its transactions. */

/** SPEC §9: a cart session lives 24 hours. */
export const CART_LIFETIME_MS = 24 * 60 * 60 * 1000;

export const cartExpiry = (now: Date) => new Date(now.getTime() + CART_LIFETIME_MS);
export const isCartExpired = (expiresAt: Date, now: Date) => expiresAt.getTime() <= now.getTime();

/** Stock null means unlimited; otherwise the line's resulting quantity must fit in it. */
export const fitsStock = (resultingQuantity: number, stock: number | null) =>
  stock === null || resultingQuantity <= stock;

/** Two lines are the same when product and variation match (both without a variation counts). */
export const sameLine = (
  a: { productId: string; variationId: string | null; cutsKey?: string },
  b: { productId: string; variationId: string | null; cutsKey?: string },
) =>
  a.productId === b.productId &&
  (a.variationId ?? null) === (b.variationId ?? null) &&
  // Other cut options make another line (issue 41): `cutsKey` of src/shared/catalogue/cuts.ts.
  (a.cutsKey ?? '') === (b.cutsKey ?? '');

/** Decrementing at quantity 1 removes the item (or extra): the result 0 means "remove". */
export const decremented = (quantity: number) => Math.max(0, quantity - 1);

export type MergeLine = { productId: string; variationId: string | null; cutsKey?: string; quantity: number };
export type MergeOutcome<L extends MergeLine> = {
  lines: L[];
  /** Lines whose quantity was lowered to the stock left; shown to the customer after sign-in. */
  capped: { productId: string; variationId: string | null; wanted: number; kept: number }[];
};

/**
 * A guest cart joining an account's cart: same product + variation add up, within stock; other
 * lines are kept as they are. Lines come from the account first, then the guest's new ones.
 */
export function mergeCartLines<L extends MergeLine>(
  account: readonly L[],
  guest: readonly L[],
  stockOf: (line: MergeLine) => number | null,
): MergeOutcome<L> {
  const lines = account.map((line) => ({ ...line }));
  const capped: MergeOutcome<L>['capped'] = [];
  for (const incoming of guest) {
    const existing = lines.find((line) => sameLine(line, incoming));
    const target = existing ?? { ...incoming, quantity: 0 };
    const wanted = target.quantity + incoming.quantity;
    const stock = stockOf(incoming);
    const kept = stock === null ? wanted : Math.min(wanted, Math.max(stock, target.quantity));
    if (kept < wanted)
      capped.push({ productId: incoming.productId, variationId: incoming.variationId, wanted, kept });
    target.quantity = kept;
    if (!existing && kept > 0) lines.push(target);
  }
  return { lines, capped };
}

/** SPEC §4.4: the browser keeps the cart's id under this key and sends it in this header. */
export const CART_STORAGE_KEY = 'cartSessionId';
export const CART_SESSION_HEADER = 'X-Cart-Session';

/** One add asks for at most this many units (the product page's stepper stops there too). */
export const ADD_QUANTITY_MAX = 99;
/** A line never holds more than this, whatever the stock: a typo guard, not a business rule. */
export const LINE_QUANTITY_MAX = 999;

/** The cart shows a line whose quantity is now above the variation's stock (stock is not reserved). */
export const exceedsStock = (quantity: number, stock: number | null) => !fitsStock(quantity, stock);

/** The quantity after a +1 / −1 step or an absolute value; 0 means the line (or extra) goes away. */
export function nextQuantity(current: number, change: { delta: number } | { quantity: number }): number {
  return 'delta' in change ? Math.max(0, current + change.delta) : change.quantity;
}
