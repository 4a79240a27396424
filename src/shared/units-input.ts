import { KEYS, type MessageKey, type MessageParams } from './messages';
import { DEFAULT_UNITS, lbOzToGrams, type Units } from './units';

/**
 * A scale's weight as staff type it, in either system (issue 38, decision 084) → whole grams.
 * Read whatever the setting: "1,08 kg", "1080 g", "2.35 lb", "2 lb 6 oz", "37 oz". A comma and a
 * dot are both the decimal separator ("1,065 kg" = "1.065 kg"): no line weighs thousands of kg or
 * lb, so a thousands separator never means anything here. Without a unit the setting decides: a
 * number with decimals (or a whole number below 100) is kg in a metric shop and lb in an imperial
 * one; a whole number from 100 up is grams in both (a line is never 100 kg nor 100 lb).
 */
const K = KEYS.weighing;

/** A whole number without unit at least this large is read as grams. */
export const BARE_GRAMS_FROM = 100;

export type WeightRefusal = { key: MessageKey; params?: MessageParams };
export type WeightParse = { ok: true; grams: number } | ({ ok: false } & WeightRefusal);

type Unit = 'kg' | 'g' | 'lb' | 'oz';
const UNIT_WORDS: Record<string, Unit> = {
  kg: 'kg',
  kgs: 'kg',
  g: 'g',
  gr: 'g',
  lb: 'lb',
  lbs: 'lb',
  oz: 'oz',
};
const NUMBER = String.raw`(\d+)(?:[.,](\d*))?`;
const SINGLE = new RegExp(`^${NUMBER}([a-z]+)?$`);
const LB_OZ = new RegExp(String.raw`^(\d+)lbs?${NUMBER}oz$`);

const refuse = (key: MessageKey, params?: MessageParams): WeightParse =>
  params ? { ok: false, key, params } : { ok: false, key };

/** The fraction's significant digits ("500" → "5"), to count decimals the way a person wrote them. */
const significant = (fraction: string) => fraction.replace(/0+$/, '');

function fromUnit(unit: Unit, whole: string, fraction: string): WeightParse {
  const digits = significant(fraction);
  switch (unit) {
    case 'g':
      return digits === '' ? { ok: true, grams: Number(whole) } : refuse(K.weightDecimals);
    case 'kg':
      return digits.length > 3
        ? refuse(K.weightDecimals)
        : { ok: true, grams: Number(whole) * 1000 + Number(digits.padEnd(3, '0')) };
    case 'lb':
      return digits.length > 3
        ? refuse(K.lbDecimals)
        : { ok: true, grams: lbOzToGrams(Number(whole) * 1000 + Number(digits.padEnd(3, '0'))) };
    case 'oz':
      return digits.length > 1
        ? refuse(K.ozDecimals)
        : { ok: true, grams: lbOzToGrams(0, Number(whole) * 10 + Number(digits || '0')) };
  }
}

export function parseWeighing(text: string, units: Units = DEFAULT_UNITS): WeightParse {
  const imperial = units === 'imperial';
  const clean = text.trim().toLowerCase().replace(/\s+/g, '');
  if (clean === '') return refuse(imperial ? K.weightRequiredLb : K.weightRequired);
  if (clean.startsWith('-')) return refuse(K.weightPositive);
  const invalid = refuse(imperial ? K.weightInvalidLb : K.weightInvalid);
  if (clean.length > 40 || /\d{13,}/.test(clean)) return invalid;

  let parsed: WeightParse;
  const lbOz = LB_OZ.exec(clean);
  if (lbOz) {
    const [, lb = '', ozWhole = '', ozFraction = ''] = lbOz;
    const digits = significant(ozFraction);
    if (digits.length > 1) return refuse(K.ozDecimals);
    const deciOz = Number(ozWhole) * 10 + Number(digits || '0');
    if (deciOz >= 160) return refuse(K.ozTooMany);
    parsed = { ok: true, grams: lbOzToGrams(Number(lb) * 1000, deciOz) };
  } else {
    const single = SINGLE.exec(clean);
    if (!single) return invalid;
    const [, whole = '', fraction = '', word] = single;
    const hasSeparator = /[.,]/.test(clean);
    let unit: Unit | undefined = word === undefined ? undefined : UNIT_WORDS[word];
    if (word !== undefined && !unit) return invalid;
    if (!unit) unit = !hasSeparator && Number(whole) >= BARE_GRAMS_FROM ? 'g' : imperial ? 'lb' : 'kg';
    parsed = fromUnit(unit, whole, fraction);
  }
  if (!parsed.ok) return parsed;
  if (!Number.isSafeInteger(parsed.grams)) return invalid;
  if (parsed.grams <= 0) return refuse(K.weightPositive);
  return parsed;
}
