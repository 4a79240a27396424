import { z } from 'zod';
import { instant } from '../dates';
import { uuidSchema } from '../ids';
import { KEYS } from '../messages';
import { DEFAULT_UNITS, type Units } from '../units';
import { parseWeighing, type WeightParse, type WeightRefusal } from '../units-input';
import { WEIGHT_TYPO_FACTOR } from './weighing';

/**
 * The scale's weight as staff type it (issue 20): "1,08", "1.08 kg", "1080 g", "1080"; pounds and
 * ounces too ("2.35 lb", "2 lb 6 oz", "37 oz"), and a bare number in lb in an imperial shop
 * (issue 38): one reader for both systems, `parseWeighing` (src/shared/units-input.ts).
 */
const K = KEYS.weighing;

export { BARE_GRAMS_FROM, type WeightParse, type WeightRefusal } from '../units-input';
export const WEIGHT_INPUT_MAX = 20;

export function parseWeightInput(text: string, units: Units = DEFAULT_UNITS): WeightParse {
  return parseWeighing(text, units);
}

/** The typo guard: at most 5× the line's estimate (the limit shown in grams, the same in both languages). */
export function checkWeightAgainstEstimate(grams: number, estimateGrams: number): WeightRefusal | null {
  const max = estimateGrams * WEIGHT_TYPO_FACTOR;
  return grams > max ? { key: K.weightTooHigh, params: { max: `${max} g` } } : null;
}

/** Parse and guard in one: what the desk's field and the server both run. */
export function readWeight(text: string, estimateGrams: number, units: Units = DEFAULT_UNITS): WeightParse {
  const parsed = parseWeightInput(text, units);
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
