/**
 * What an order still lacks to reach its delivery zone's minimum (SPEC §5.3, decisions 097 and
 * 100): the subtotal before the coupon, weighed lines at their estimate, against the zone's
 * minimum, in cents; 0 when it is reached, when the zone has none or when no zone is known yet.
 * The server refuses an order while this is above 0, and the checkout shows the same number beside
 * the zone and on its button before the click.
 */
export function missingForMinimum(
  subtotalCents: number,
  zone: { minimumOrderCents: number } | null | undefined,
): number {
  if (!zone) return 0;
  return Math.max(0, zone.minimumOrderCents - subtotalCents);
}

/** The same rule for a minimum read on its own (an order edit reads the zone's minimum as it is today). */
export const isBelowZoneMinimum = (subtotalCents: number, minimumCents: number | null | undefined) =>
  minimumCents !== null &&
  minimumCents !== undefined &&
  missingForMinimum(subtotalCents, { minimumOrderCents: minimumCents }) > 0;

/** Whether an order edit takes the order under its zone's minimum (or further under it). */
export const editBreaksZoneMinimum = (
  beforeCents: number,
  afterCents: number,
  minimumCents: number | null | undefined,
) => isBelowZoneMinimum(afterCents, minimumCents) && afterCents < beforeCents;
