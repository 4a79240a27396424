import { z } from 'zod';
import { TEXT_LIMITS, textMax } from '../text-limits';

/**
 * Cut options (issue 41, decision 091): what a product lets the customer choose about how it is
 * cut. A fixed vocabulary — groups of a choice with fixed values — so every label exists in both
 * languages (./cut-labels.ts) and the desk reads the same words on every order. Staff pick, per
 * product, which groups it offers, which values, an optional price per value (integer cents, per
 * unit of the line) and whether the choice is required; one free note line stays for the rest.
 */
export const CUT_VALUES = {
  /** Thickness in centimetres (shown in inches when the shop weighs in pounds). */
  thickness: ['1', '1.5', '2', '2.5', '3', '4', '5'],
  bone: ['in', 'out'],
  fat: ['trimmed', 'kept'],
  form: ['whole', 'sliced', 'cubed', 'ground'],
  /** Only when the form chosen is "ground". */
  grind: ['fine', 'coarse'],
  pieces: ['1', '2', '3', '4', '6', '8', '10', '12'],
  vacuum: ['yes', 'no'],
} as const;

export type CutGroup = keyof typeof CUT_VALUES;
export const CUT_GROUPS = Object.keys(CUT_VALUES) as CutGroup[];

/** The free note's length limit (one line). */
export const CUT_NOTE_MAX = TEXT_LIMITS.cutNote;
/** A value's price: up to $999.99 per unit. */
export const CUT_PRICE_MAX_CENTS = 99_999;

export const isCutGroup = (g: string): g is CutGroup => Object.hasOwn(CUT_VALUES, g);
export const isCutValue = (g: CutGroup, v: string) =>
  isCutGroup(g) && (CUT_VALUES[g] as readonly string[]).includes(v);

/** One group a product offers. */
export type CutGroupOffer = {
  group: CutGroup;
  required: boolean;
  values: { value: string; priceCents: number }[];
};
/** A product's cut options: the groups it offers (in order) and whether the note line is offered. */
export type CutOptions = { groups: CutGroupOffer[]; note: boolean };
export const NO_CUT_OPTIONS: CutOptions = { groups: [], note: false };

/** What the customer chose for one line (what the cart keeps and the API receives). */
export type CutChoice = { choices: { group: CutGroup; value: string }[]; note: string | null };

/** The chosen cuts with their prices: the cart line's and the order's snapshot. */
export type CutSnapshot = {
  choices: { group: CutGroup; value: string; priceCents: number }[];
  note: string | null;
};

const group = z.string().refine(isCutGroup, { message: 'cuts.groupUnknown' }) as z.ZodType<CutGroup>;

/** Staff's product editor: the options a product offers. */
export const cutOptionsSchema = z
  .object({
    groups: z
      .array(
        z.object({
          group,
          required: z.boolean().default(false),
          values: z
            .array(
              z.object({
                value: z.string().max(20),
                priceCents: z
                  .number({ message: 'cuts.priceInvalid' })
                  .int('cuts.priceInvalid')
                  .min(0, 'cuts.priceInvalid')
                  .max(CUT_PRICE_MAX_CENTS, 'cuts.priceInvalid')
                  .default(0),
              }),
            )
            .min(1, 'cuts.valuesRequired')
            .max(12),
        }),
      )
      .max(CUT_GROUPS.length),
    note: z.boolean().default(false),
  })
  .superRefine((o, ctx) => {
    const seen = new Set<string>();
    o.groups.forEach((g, i) => {
      if (seen.has(g.group))
        ctx.addIssue({ code: 'custom', message: 'cuts.groupDuplicate', path: ['groups', i] });
      seen.add(g.group);
      if (!isCutGroup(g.group)) return;
      const values = new Set<string>();
      g.values.forEach((v, j) => {
        if (!isCutValue(g.group, v.value) || values.has(v.value))
          ctx.addIssue({ code: 'custom', message: 'cuts.valueUnknown', path: ['groups', i, 'values', j] });
        values.add(v.value);
      });
    });
  });

/** The customer's choice as the cart API receives it (checked against the product by cutSnapshot). */
export const cutChoiceSchema = z.object({
  choices: z
    .array(z.object({ group: z.string().max(20), value: z.string().max(20) }))
    .max(CUT_GROUPS.length)
    .default([]),
  note: z
    .string()
    .trim()
    .max(...textMax('cutNote'))
    .nullish()
    .transform((n) => (n ? n : null)),
});

/** A refusal of a choice: a message key of the `cuts` group and the group it concerns. */
export type CutRefusal = {
  key: 'cuts.notOffered' | 'cuts.required' | 'cuts.noteTooLong' | 'cuts.noteNotOffered';
  group?: CutGroup;
};

/**
 * The one rule that checks a choice against the product's options and prices it: every group and
 * value must be one the product offers (a value of another product is refused), each required
 * group chosen once, grind only with "ground" (and then required when offered), the note only
 * when offered and within its length. The snapshot lists the choices in the product's group order.
 */
export function cutSnapshot(
  options: CutOptions,
  choice: { choices: readonly { group: string; value: string }[]; note: string | null },
): { ok: true; snapshot: CutSnapshot | null } | { ok: false; refusal: CutRefusal } {
  const chosen = new Map<string, string>();
  for (const c of choice.choices) {
    if (chosen.has(c.group)) return { ok: false, refusal: { key: 'cuts.notOffered' } };
    chosen.set(c.group, c.value);
  }
  const form = chosen.get('form');
  const snapshot: CutSnapshot = { choices: [], note: null };
  for (const offer of options.groups) {
    const value = chosen.get(offer.group);
    chosen.delete(offer.group);
    const applies = offer.group !== 'grind' || form === 'ground';
    if (value === undefined) {
      const needed = offer.group === 'grind' ? applies : offer.required;
      if (needed) return { ok: false, refusal: { key: 'cuts.required', group: offer.group } };
      continue;
    }
    const offered = offer.values.find((v) => v.value === value);
    if (!offered || !applies) return { ok: false, refusal: { key: 'cuts.notOffered', group: offer.group } };
    snapshot.choices.push({ group: offer.group, value, priceCents: offered.priceCents });
  }
  if (chosen.size > 0) return { ok: false, refusal: { key: 'cuts.notOffered' } };
  const note = choice.note?.trim() || null;
  if (note) {
    if (!options.note) return { ok: false, refusal: { key: 'cuts.noteNotOffered' } };
    if (note.length > CUT_NOTE_MAX) return { ok: false, refusal: { key: 'cuts.noteTooLong' } };
    snapshot.note = note;
  }
  return { ok: true, snapshot: snapshot.choices.length || snapshot.note ? snapshot : null };
}

/** The options' price for one unit of the line: the sum of the chosen values' prices. */
export const cutsUnitCents = (snapshot: CutSnapshot | null | undefined) =>
  (snapshot?.choices ?? []).reduce((sum, c) => sum + c.priceCents, 0);

/**
 * The options' charge for a line: their unit price × the line's quantity. It joins the line's
 * extras wherever money is added up (cart totals, the card hold, sales tax, weighing): the
 * options are charged per unit and never by weight, so weighing never changes them.
 */
export const cutsChargeCents = (snapshot: CutSnapshot | null | undefined, quantity: number) =>
  cutsUnitCents(snapshot) * quantity;

/**
 * The key that tells two lines of the same variation apart: the same choices and note → the
 * same key (the quantities then add up); none → '' (the line of before cut options).
 */
export function cutsKey(snapshot: CutSnapshot | null | undefined): string {
  if (!snapshot) return '';
  const parts = [...snapshot.choices].map((c) => `${c.group}=${c.value}`).sort();
  if (snapshot.note) parts.push(`note=${snapshot.note}`);
  return parts.join(';');
}

/** Whether a product offers anything to choose. */
export const offersCuts = (options: CutOptions | null | undefined) =>
  Boolean(options && (options.groups.length > 0 || options.note));
