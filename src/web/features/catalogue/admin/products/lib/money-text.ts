/**
 * What a person types in a price field ("89,90", "89.9", "R$ 1.234,50") as integer cents, or NaN
 * when it is not a price (the shared schema then refuses it with its message); empty is null.
 */
export function centsFromText(text: string): number | null {
  const clean = text.replace(/R\$|\s/g, '');
  if (clean === '') return null;
  // The last comma or dot followed by one or two digits is the decimal mark; other marks group thousands.
  const match = /^(\d{1,3}(?:[.,]?\d{3})*|\d+)(?:[.,](\d{1,2}))?$/.exec(clean);
  if (!match) return Number.NaN;
  const whole = Number(match[1]!.replace(/[.,]/g, ''));
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + fraction;
}

/** Cents as the field shows them: "89,90" in Portuguese, "89.90" in English. */
export function textFromCents(cents: number | null | undefined, language: string): string {
  if (cents === null || cents === undefined || Number.isNaN(cents)) return '';
  const text = (cents / 100).toFixed(2);
  return language.startsWith('pt') ? text.replace('.', ',') : text;
}

/** A decimal field (weight in kg, stock): empty → null, "1,5" → 1.5, anything else NaN. */
export function numberFromText(text: string): number | null {
  const clean = text.trim().replace(',', '.');
  if (clean === '') return null;
  return /^-?\d+(?:\.\d+)?$/.test(clean) ? Number(clean) : Number.NaN;
}

/** A decimal as the field shows it: "1,5" in Portuguese, "1.5" in English; empty for none. */
export function textFromNumber(value: number | null | undefined, language: string): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  return language.startsWith('pt') ? String(value).replace('.', ',') : String(value);
}
