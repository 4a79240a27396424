/**
 * How an extra is charged on a cart or order line (issue 38, decision 111).
 *
 * - `line`: once for the line, whatever its quantity ("Tempero da casa": one marinade for the pack).
 * - `piece`: once for each unit of the line ("Embalar a vácuo": each steak sealed on its own).
 *
 * A line's quantity is always units ordered — packs or pieces, also for a product sold by weight
 * (its variation is "a pack of about N kg"; the scale changes the pack's price, never how many
 * packs were ordered). So a per-piece extra follows the units ordered and the weighing never
 * touches it. The customer does not choose an extra's quantity: this rule gives it.
 */
export const EXTRA_BASES = ['line', 'piece'] as const;
export type ExtraBasis = (typeof EXTRA_BASES)[number];

/** The basis of extras written before decision 111 (and the admin's default). */
export const DEFAULT_EXTRA_BASIS: ExtraBasis = 'line';

export const isExtraBasis = (value: unknown): value is ExtraBasis =>
  typeof value === 'string' && (EXTRA_BASES as readonly string[]).includes(value);

/** Reads a stored basis; anything unknown is charged once for the line (the safe, old behaviour). */
export const asExtraBasis = (value: unknown): ExtraBasis =>
  isExtraBasis(value) ? value : DEFAULT_EXTRA_BASIS;

/** How many of the extra a line of `lineQuantity` units carries (0 when the line has none). */
export function extraQuantity(basis: ExtraBasis, lineQuantity: number): number {
  if (!Number.isInteger(lineQuantity) || lineQuantity <= 0) return 0;
  return basis === 'piece' ? lineQuantity : 1;
}

/** What the extra costs on a line of `lineQuantity` units, in cents. */
export const extraChargeCents = (
  extra: { basis: ExtraBasis; unitPriceCents: number },
  lineQuantity: number,
): number => extra.unitPriceCents * extraQuantity(extra.basis, lineQuantity);

/** The extras' charge on a line of `lineQuantity` units, in cents. */
export const extrasChargeCents = (
  extras: readonly { basis: ExtraBasis; unitPriceCents: number }[],
  lineQuantity: number,
): number => extras.reduce((sum, e) => sum + extraChargeCents(e, lineQuantity), 0);

/**
 * How an extra's basis is said next to its price, where the server words a line (the checkout's
 * summary, edit messages, the packing slip): "por peça" / "per piece", "uma vez, qualquer
 * quantidade" / "once, any quantity". The web pages carry the same words in their locales.
 */
export const EXTRA_BASIS_WORDS = {
  'pt-BR': { piece: 'por peça', line: 'uma vez, qualquer quantidade' },
  en: { piece: 'per piece', line: 'once, any quantity' },
} as const satisfies Record<'pt-BR' | 'en', Record<ExtraBasis, string>>;

/** "Embalar a vácuo (por peça × 3)", "Tempero da casa (uma vez, qualquer quantidade)". */
export function extraWithBasis(
  name: string,
  extra: { basis: ExtraBasis; quantity: number },
  language: 'pt-BR' | 'en',
): string {
  const words = EXTRA_BASIS_WORDS[language][extra.basis];
  return extra.basis === 'piece' ? `${name} (${words} × ${extra.quantity})` : `${name} (${words})`;
}

/**
 * An extra in an edit's summary (messages, the timeline): "+ Embalar a vácuo (por peça × 3)"; an
 * edit recorded before decision 111 has no basis and reads "+ 2 × Tempero".
 */
export const summaryExtraText = (
  e: { name: string; quantity: number; basis?: ExtraBasis },
  language: 'pt-BR' | 'en',
) =>
  e.basis
    ? `+ ${extraWithBasis(e.name, { basis: e.basis, quantity: e.quantity }, language)}`
    : `+ ${e.quantity} × ${e.name}`;
