/**
 * What an order still lacks to reach its delivery zone's minimum (SPEC §5.3, decision 097): the
 * subtotal before the coupon against the zone's minimum, in cents; 0 when it is reached, when the
 * zone has none or when no zone is known yet. The server refuses an order while this is above 0,
 * and the checkout shows the same number beside the zone and on its button before the click.
 */
export function missingForMinimum(
  subtotalCents: number,
  zone: { minimumOrderCents: number } | null | undefined,
): number {
  if (!zone) return 0;
  return Math.max(0, zone.minimumOrderCents - subtotalCents);
}
