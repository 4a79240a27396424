import { type MergeLine, sameLine } from './rules';

/*
 * What the cart already holds, against the stock (the product page and the quick add). Apart from
 * rules.ts, which every page's first load brings for the cart's storage key: only selling pages
 * need these.
 */

/** Units of a product + variation the cart already holds (the cart keeps one line per pair). */
export const heldInCart = (
  lines: readonly MergeLine[],
  choice: { productId: string; variationId: string | null },
) => lines.find((line) => sameLine(line, choice))?.quantity ?? 0;

/** Stock still free to add once what the cart holds is counted; null when stock is not tracked. */
export const stockLeftToAdd = (stock: number | null, held: number) =>
  stock === null ? null : Math.max(0, stock - held);
