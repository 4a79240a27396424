/**
 * A delivery zone's minimum order (SPEC §4.6, decision 100): judged on the subtotal before the
 * coupon, with weighed lines at their estimate. The checkout refuses an order below it; an order
 * edit is refused when it brings the order below it (or lower still when it already was).
 */
export const isBelowZoneMinimum = (subtotalCents: number, minimumCents: number | null | undefined) =>
  minimumCents !== null && minimumCents !== undefined && subtotalCents < minimumCents;

/** Whether an order edit takes the order under its zone's minimum (or further under it). */
export const editBreaksZoneMinimum = (
  beforeCents: number,
  afterCents: number,
  minimumCents: number | null | undefined,
) => isBelowZoneMinimum(afterCents, minimumCents) && afterCents < beforeCents;
