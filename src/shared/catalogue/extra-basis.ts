import type { Extra } from './types';

/**
 * How an extra is charged on a cart or order line (issue 38, decision 111).
 *
 * - `line`: once for the line, whatever its quantity ("Tempero da casa": one marinade for the pack).
 * - `piece`: once for each unit of the line ("Embalar a vácuo": each steak sealed on its own).
 *
 * A line's quantity is always units ordered — packs or pieces, also for a product sold by weight
 * (its variation is "a pack of about N kg"; the scale changes the pack's price, never how many
 * packs were ordered). So a per-piece extra follows the units ordered and the weighing never
 * touches it. The customer does not choose an extra's quantity: this rule gives it.
 */
export const EXTRA_BASES = ['line', 'piece'] as const;
export type ExtraBasis = (typeof EXTRA_BASES)[number];

/** The basis of extras written before decision 111 (and the admin's default). */
export const DEFAULT_EXTRA_BASIS: ExtraBasis = 'line';

export const isExtraBasis = (value: unknown): value is ExtraBasis =>
  typeof value === 'string' && (EXTRA_BASES as readonly string[]).includes(value);

/** Reads a stored basis; anything unknown is charged once for the line (the safe, old behaviour). */
export const asExtraBasis = (value: unknown): ExtraBasis =>
  isExtraBasis(value) ? value : DEFAULT_EXTRA_BASIS;

/** How many of the extra a line of `lineQuantity` units carries (0 when the line has none). */
export function extraQuantity(basis: ExtraBasis, lineQuantity: number): number {
  return lineQuantity > 0 ? (basis === 'piece' ? lineQuantity : 1) : 0;
}

/** What the extra costs on a line of `lineQuantity` units, in cents. */
export const extraChargeCents = (
  extra: { basis: ExtraBasis; unitPriceCents: number },
  lineQuantity: number,
): number => extra.unitPriceCents * extraQuantity(extra.basis, lineQuantity);

/** The extras' charge on a line of `lineQuantity` units, in cents. */
export const extrasChargeCents = (
  extras: readonly { basis: ExtraBasis; unitPriceCents: number }[],
  lineQuantity: number,
): number => extras.reduce((sum, e) => sum + extraChargeCents(e, lineQuantity), 0);

/**
 * Here, not in ./rules.ts: that module is part of the home page's first load, this one is not.
 *
 * Price of what the product page has selected: unit price × quantity plus each extra chosen, once
 * for the line or once per unit as its basis says (decision 111, the cart's own rule).
 */
export function selectionTotalCents(
  unitPriceCents: number,
  quantity: number,
  extras: readonly Pick<Extra, 'priceCents' | 'basis'>[],
): number {
  return extras.reduce(
    (sum, e) => sum + e.priceCents * extraQuantity(e.basis, quantity),
    unitPriceCents * quantity,
  );
}
