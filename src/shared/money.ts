import { numberFormat } from './number-format';
/** Money is always integer cents in code; the database keeps numeric(12,2). */

/**
 * The currency the shop labels its prices with (the `currency` setting, decision 042). It only
 * relabels: stored amounts are the shop's own, nothing is converted.
 */
export const CURRENCIES = ['BRL', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
/** SPEC's texts are in Real, pt-BR style ("R$ 89,90"): the default. */
export const DEFAULT_CURRENCY: Currency = 'BRL';

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/** The `currency` setting as stored: "USD" gives USD, anything else (blank, unknown) BRL. */
export function currencyFromSetting(value: string | null | undefined): Currency {
  const code = value?.trim().toUpperCase();
  return isCurrency(code) ? code : DEFAULT_CURRENCY;
}

/** How an amount is written: the shop's currency and the reader's language ("pt-BR" or "en"). */
export type MoneyFormat = { currency?: Currency; language?: string };

/**
 * The locale an amount is written in. BRL is always pt-BR ("R$ 1.234,56", as SPEC writes every
 * price, whatever the interface language); USD follows the language: "$1,234.56" in English,
 * "US$ 1.234,56" in Portuguese (Brazilian usage: "$" alone would read as Real next to "R$").
 */
const localeOf = (currency: Currency, language: string | undefined) =>
  currency === 'USD' && language?.toLowerCase().startsWith('en') ? 'en-US' : 'pt-BR';

const currencyFormat = (currency: Currency, language: string | undefined): Intl.NumberFormat =>
  numberFormat(localeOf(currency, language), { style: 'currency', currency });

/**
 * Formats cents in the shop's currency for a language: 12345 → "R$ 123,45" (BRL, any language),
 * "$123.45" (USD, en), "US$ 123,45" (USD, pt-BR). Intl writes a no-break space after the symbol.
 */
export function formatMoney(
  cents: number,
  { currency = DEFAULT_CURRENCY, language }: MoneyFormat = {},
): string {
  return currencyFormat(currency, language).format(cents / 100);
}

/** A formatter bound to one currency and language: `const money = moneyFormatter(f); money(8990)`. */
export function moneyFormatter(format: MoneyFormat = {}): (cents: number) => string {
  const intl = currencyFormat(format.currency ?? DEFAULT_CURRENCY, format.language);
  return (cents) => intl.format(cents / 100);
}

/** The symbol a form's label shows: "R$" (BRL), "$" (USD in English), "US$" (USD in Portuguese). */
export function currencySymbol(format: MoneyFormat = {}): string {
  const parts = currencyFormat(format.currency ?? DEFAULT_CURRENCY, format.language).formatToParts(0);
  return parts.find((p) => p.type === 'currency')?.value ?? '';
}

/**
 * An amount the server wrote in its Portuguese texts ("US$ 50,00", "R$ 50,00"), as `language`
 * writes it: "$50.00" in English for dollars (decision 042). Real is pt-BR style everywhere, and
 * anything that is not such an amount is returned unchanged.
 */
export function amountForLanguage(text: string, language: string): string {
  if (!/^\s*US\$/.test(text)) return text;
  const cents = amountToCents(text);
  return cents === null ? text : formatMoney(cents, { currency: 'USD', language });
}

/**
 * Formats cents as pt-BR Real, e.g. 12345 → "R$ 123,45" (with a no-break space, as Intl writes it).
 * With a format, the shop's currency and the reader's language (formatMoney).
 */
export function formatBRL(cents: number, format?: MoneyFormat): string {
  return formatMoney(cents, format);
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
 * An amount as typed → integer cents, or null when it is not one: "7,99", "7.99", "R$ 1.234,50", "$1,234.50",
 * "1,234.50", "12" and "12," are read; a negative sign is kept (the schema refuses it with its
 * message). The last "," or "." followed by one or two digits is the decimal separator.
 */
export function amountToCents(text: string): number | null {
  const clean = text.replace(/(?:R|US)?\$|\s/g, '');
  const match = /^(-)?([\d.,]*?)(?:[.,](\d{0,2}))?$/.exec(clean);
  if (!match || clean === '' || clean === '-') return null;
  const [, sign, whole = '', fraction = ''] = match;
  if (!/^\d{1,3}([.,]\d{3})*$|^\d+$|^$/.test(whole) || (whole === '' && fraction === '')) return null;
  const cents = Number(whole.replace(/[.,]/g, '') || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -cents : cents;
}
