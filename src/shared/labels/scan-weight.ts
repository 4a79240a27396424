import { KEYS, type MessageKey, type MessageParams } from '../messages';
import { decodeInStore, type InStoreKind } from './ean13';

/**
 * Scan to weigh (issue 41, decision 092): a label from the shop's scale, scanned on the desk's
 * weighing panel, gives that line's weight. A weight-embedded code carries the grams; a
 * price-embedded one the pack's price, and the weight is that price at the line's price per kg,
 * in whole grams rounded half up (the weighing rules' one rounding, decision 045). The weight then
 * goes through the weighing route and its tolerance like a typed one.
 */
export type ScanLine = {
  /** The line's product scale item code (5 digits), null when the product has none. */
  itemCode: string | null;
  /** The price per kg the order keeps for the line, in cents. */
  pricePerKgCents: number;
};

export type ScanWeight =
  | { ok: true; grams: number; kind: InStoreKind; value: number }
  | { ok: false; key: MessageKey; params?: MessageParams };

/** round(numerator / denominator), half up, for non-negative integers. */
const divHalfUp = (numerator: number, denominator: number) =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

/** Grams a price buys at a price per kg, rounded half up: 12949 ¢ at 11990 ¢/kg → 1080 g. */
export const gramsForPriceCents = (priceCents: number, pricePerKgCents: number) =>
  divHalfUp(priceCents * 1000, pricePerKgCents);

export function weightFromScan(scanned: string, line: ScanLine): ScanWeight {
  const code = decodeInStore(scanned);
  if (!code.ok) return code;
  if (line.itemCode === null) return { ok: false, key: KEYS.labels.noItemCode };
  if (code.itemCode !== line.itemCode)
    return {
      ok: false,
      key: KEYS.labels.itemMismatch,
      params: { scanned: code.itemCode, expected: line.itemCode },
    };
  const grams = code.kind === 'weight' ? code.value : gramsForPriceCents(code.value, line.pricePerKgCents);
  if (grams <= 0) return { ok: false, key: KEYS.weighing.weightPositive };
  return { ok: true, grams, kind: code.kind, value: code.value };
}
