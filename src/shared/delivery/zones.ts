import type { DeliveryZone } from './settings';

/** "30062-1234" and " 30062 " → "30062"; anything that is not a US ZIP → null. */
export function normalizeZip(zip: string): string | null {
  const match = /^\s*(\d{5})(?:-\d{4})?\s*$/.exec(zip);
  return match ? (match[1] ?? null) : null;
}

/**
 * The zone that delivers to a ZIP: a zone listing the exact ZIP wins; otherwise the zone with the
 * longest matching prefix (so a special fee for "30067" can sit inside a "300" zone). Null: no delivery.
 */
export function zoneForZip(zones: readonly DeliveryZone[], zip: string): DeliveryZone | null {
  const code = normalizeZip(zip);
  if (!code) return null;
  const exact = zones.find((z) => z.zips.includes(code));
  if (exact) return exact;
  let best: DeliveryZone | null = null;
  let bestLength = 0;
  for (const zone of zones) {
    for (const prefix of zone.prefixes) {
      if (code.startsWith(prefix) && prefix.length > bestLength) {
        best = zone;
        bestLength = prefix.length;
      }
    }
  }
  return best;
}
