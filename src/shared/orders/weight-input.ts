import { z } from 'zod';
import { instant } from '../dates';
import { uuidSchema } from '../ids';
import { KEYS, type MessageKey, type MessageParams } from '../messages';
import { WEIGHT_TYPO_FACTOR } from './weighing';

/**
 * The scale's weight as staff type it (issue 20): "1,08", "1.08 kg", "1080 g", "1080". A unit is
 * read when given; without one, a number with decimals is kg and a whole number from 100 up is
 * grams (a butcher's line is never 100 kg). Positive, at most 3 decimals in kg (whole grams).
 */
const K = KEYS.weighing;

/** A whole number without unit at least this large is read as grams. */
export const BARE_GRAMS_FROM = 100;
export const WEIGHT_INPUT_MAX = 20;

export type WeightRefusal = { key: MessageKey; params?: MessageParams };
export type WeightParse = { ok: true; grams: number } | ({ ok: false } & WeightRefusal);

export function parseWeightInput(text: string): WeightParse {
  const clean = text.trim().toLowerCase().replace(/\s+/g, '');
  if (clean === '') return { ok: false, key: K.weightRequired };
  if (clean.startsWith('-')) return { ok: false, key: K.weightPositive };
  const match = /^(\d+)(?:[.,](\d*))?(kg|g)?$/.exec(clean);
  if (!match) return { ok: false, key: K.weightInvalid };
  const [, whole = '', fraction = '', unit] = match;
  const asGrams =
    unit === 'g' || (!unit && fraction === '' && !/[.,]/.test(clean) && Number(whole) >= BARE_GRAMS_FROM);
  let grams: number;
  if (asGrams) {
    if (/[1-9]/.test(fraction)) return { ok: false, key: K.weightDecimals };
    grams = Number(whole);
  } else {
    if (fraction.replace(/0+$/, '').length > 3) return { ok: false, key: K.weightDecimals };
    grams = Number(whole) * 1000 + Number(fraction.slice(0, 3).padEnd(3, '0'));
  }
  if (!Number.isSafeInteger(grams)) return { ok: false, key: K.weightInvalid };
  if (grams <= 0) return { ok: false, key: K.weightPositive };
  return { ok: true, grams };
}

/** The typo guard: at most 5× the line's estimate (the limit shown in grams, the same in both languages). */
export function checkWeightAgainstEstimate(grams: number, estimateGrams: number): WeightRefusal | null {
  const max = estimateGrams * WEIGHT_TYPO_FACTOR;
  return grams > max ? { key: K.weightTooHigh, params: { max: `${max} g` } } : null;
}

/** Parse and guard in one: what the desk's field and the server both run. */
export function readWeight(text: string, estimateGrams: number): WeightParse {
  const parsed = parseWeightInput(text);
  if (!parsed.ok) return parsed;
  const tooHigh = checkWeightAgainstEstimate(parsed.grams, estimateGrams);
  return tooHigh ? { ok: false, ...tooHigh } : parsed;
}

/** POST /api/orders/staff/:id/weights: the scale's weight per weighed line, as typed. */
export const weighOrderSchema = z.object({
  lines: z
    .array(
      z.object({
        itemId: uuidSchema(K.lineNotWeighed),
        weight: z
          .string({ message: K.weightRequired })
          .max(WEIGHT_INPUT_MAX, K.weightInvalid)
          .superRefine((value, ctx) => {
            const parsed = parseWeightInput(value);
            if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.key, params: parsed.params });
          }),
      }),
    )
    .min(1, K.linesRequired)
    .max(100, K.linesRequired)
    .refine((lines) => new Set(lines.map((l) => l.itemId)).size === lines.length, K.lineNotWeighed),
  /** The order's version the desk read (`updatedAt`): an edit since then answers 409 (decision 085). */
  version: instant(KEYS.orderEdit.staleVersion).optional(),
});
export type WeighOrderInput = z.input<typeof weighOrderSchema>;

/** POST /api/orders/staff/:id/weights/settle: the transfer difference is settled. */
export const settleWeightsSchema = z.object({
  note: z
    .string()
    .trim()
    .max(500)
    .optional()
    .transform((v) => v || null),
});
