import { addDays, localParts } from '../delivery/zoned-time';
import { encodeInStore, fitsInStore } from './ean13';

/** What a scale label says beyond the order's own line (issue 41, decision 092). Pure. */

export const SHELF_LIFE_MAX_DAYS = 365;

/**
 * The pack's barcode: price-embedded ("20…", what a till reads), or weight-embedded ("21…") when
 * the price does not fit five digits (over 999,99); null without an item code or when neither fits.
 */
export function labelBarcode(itemCode: string | null, priceCents: number, grams: number): string | null {
  if (!itemCode) return null;
  if (fitsInStore(priceCents)) return encodeInStore(itemCode, 'price', priceCents);
  if (fitsInStore(grams)) return encodeInStore(itemCode, 'weight', grams);
  return null;
}

/**
 * Packed on: the day the line was weighed, in the store's time zone; use by: that day plus the
 * product's shelf life (null: the product has none, the label leaves the line out).
 */
export function labelDates(
  packedAt: Date,
  timeZone: string,
  shelfLifeDays: number | null,
): { packedOn: string; useBy: string | null } {
  const packedOn = localParts(packedAt, timeZone).date;
  return { packedOn, useBy: shelfLifeDays === null ? null : addDays(packedOn, shelfLifeDays) };
}

/** The first word of the customer's name, for the label ("Maria" of "Maria Souza"); null without one. */
export function firstName(name: string | null): string | null {
  const first = name?.trim().split(/\s+/)[0];
  return first ? first : null;
}
