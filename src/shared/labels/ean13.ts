import type { MessageKey } from '../messages';

/**
 * EAN-13 and the shop's in-store codes (issue 41, decision 092). Pure: no clock, no DOM.
 *
 * An EAN-13 is 12 digits and a check digit: weights 1, 3, 1, 3… from the left over the 12, the
 * check is what brings the sum to a multiple of 10 (GS1 General Specifications §7.9).
 *
 * In-store codes (GS1 prefixes 20–29 are the shop's own, "restricted circulation") use one layout:
 *
 *     2  K  I I I I I  V V V V V  C
 *     │  │  └ item ──┘  └ value ┘  └ check digit
 *     │  └ kind: 0 = price-embedded (value = the pack's price in cents, up to 999,99)
 *     │          1 = weight-embedded (value = the pack's weight in grams, up to 99,999 kg)
 *     └ in-store
 *
 * The item is the product's scale item code (PLU, 1 to 5 digits, kept as 5 with leading zeros).
 */

export const ITEM_CODE_DIGITS = 5;
export const VALUE_DIGITS = 5;
export const VALUE_MAX = 10 ** VALUE_DIGITS - 1;
export type InStoreKind = 'price' | 'weight';
const KIND_DIGIT: Record<InStoreKind, string> = { price: '0', weight: '1' };

/** The check digit of 12 digits (or of a 13-digit code's first 12). */
export function ean13CheckDigit(digits: string): number {
  if (!/^\d{12,13}$/.test(digits)) throw new Error(`EAN-13 needs 12 digits: ${digits}`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(digits[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** 13 digits whose last one is their check digit. */
export const isValidEan13 = (code: string): boolean =>
  /^\d{13}$/.test(code) && ean13CheckDigit(code) === Number(code[12]);

/** A scale item code as stored: 1 to 5 digits, not all zeros, padded to 5 ("42" → "00042"). Null: not one. */
export function normalizeItemCode(text: string): string | null {
  const digits = text.trim();
  if (!/^\d{1,5}$/.test(digits) || Number(digits) === 0) return null;
  return digits.padStart(ITEM_CODE_DIGITS, '0');
}

/** The in-store code of a pack: "2" + kind + item + value + check. Throws on a value that does not fit. */
export function encodeInStore(itemCode: string, kind: InStoreKind, value: number): string {
  const item = normalizeItemCode(itemCode);
  if (!item) throw new Error(`Not a scale item code: ${itemCode}`);
  if (!Number.isSafeInteger(value) || value < 0 || value > VALUE_MAX)
    throw new Error(`In-store value out of range: ${value}`);
  const first12 = `2${KIND_DIGIT[kind]}${item}${String(value).padStart(VALUE_DIGITS, '0')}`;
  return `${first12}${ean13CheckDigit(first12)}`;
}

/** Whether a pack's price (or weight) fits the code's five value digits. */
export const fitsInStore = (value: number) => Number.isSafeInteger(value) && value >= 0 && value <= VALUE_MAX;

export type InStoreCode = { itemCode: string; kind: InStoreKind; value: number };
export type DecodeResult = ({ ok: true } & InStoreCode) | { ok: false; key: MessageKey };

/**
 * What a scanned code says. A USB scanner types the digits (spaces and dashes around them are
 * dropped); refused: not 13 digits, a wrong check digit, or not one of the shop's own codes.
 */
export function decodeInStore(scanned: string): DecodeResult {
  const code = scanned.replace(/[\s-]/g, '');
  if (!/^\d{13}$/.test(code)) return { ok: false, key: 'labels.codeFormat' };
  if (!isValidEan13(code)) return { ok: false, key: 'labels.checkDigit' };
  const kind = code[1] === '0' ? 'price' : code[1] === '1' ? 'weight' : null;
  if (code[0] !== '2' || !kind) return { ok: false, key: 'labels.notInStore' };
  return { ok: true, kind, itemCode: code.slice(2, 7), value: Number(code.slice(7, 12)) };
}
