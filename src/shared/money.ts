/** Money is always integer cents in code; the database keeps numeric(12,2). */
const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Formats cents as pt-BR Real, e.g. 12345 → "R$ 123,45" (with a no-break space, as Intl writes it). */
export function formatBRL(cents: number): string {
  return brl.format(cents / 100);
}

/** Parses a numeric(12,2) value from the database ("123.45") into integer cents without float drift. */
export function toCents(value: string | number): number {
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(`Invalid money value: ${value}`);
  const [, sign, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -cents : cents;
}

/** Integer cents → the numeric(12,2) text the database stores. */
export function fromCents(cents: number): string {
  if (!Number.isInteger(cents)) throw new Error(`Cents must be an integer: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Cents as a person types an amount: 799 → "7,99" (pt-BR, the shop's money format); 0 → "0,00". */
export function centsToAmount(cents: number): string {
  if (!Number.isInteger(cents)) return '';
  return fromCents(cents).replace('.', ',');
}

/**
 * An amount as typed → integer cents, or null when it is not one: "7,99", "7.99", "R$ 1.234,50",
 * "1,234.50", "12" and "12," are read; a negative sign is kept (the schema refuses it with its
 * message). The last "," or "." followed by one or two digits is the decimal separator.
 */
export function amountToCents(text: string): number | null {
  const clean = text.replace(/R\$|\s/g, '');
  const match = /^(-)?([\d.,]*?)(?:[.,](\d{0,2}))?$/.exec(clean);
  if (!match || clean === '' || clean === '-') return null;
  const [, sign, whole = '', fraction = ''] = match;
  if (!/^\d{1,3}([.,]\d{3})*$|^\d+$|^$/.test(whole) || (whole === '' && fraction === '')) return null;
  const cents = Number(whole.replace(/[.,]/g, '') || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -cents : cents;
}
