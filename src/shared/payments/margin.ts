/** The card hold margin setting (issue 36), apart from the rules: the public settings read it on every page. */

/** The shop's hold margin when it has set none: weighed lines are held at 115 % of their estimate. */
export const DEFAULT_HOLD_MARGIN_PCT = 15;
/** The most a shop may set: a hold far above the basket frightens the customer's bank. */
export const MAX_HOLD_MARGIN_PCT = 50;

/** The margin setting as stored ("15", "12,5"); null when unreadable (the default then applies). */
export function parseHoldMarginPct(text: string | null | undefined): number | null {
  const match = /^(\d{1,2})(?:[.,](\d))?$/.exec((text ?? '').trim());
  if (!match) return null;
  const value = Number(match[1]) + Number(match[2] ?? 0) / 10;
  return value <= MAX_HOLD_MARGIN_PCT ? value : null;
}
