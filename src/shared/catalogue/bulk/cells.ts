import { amountToCents } from '@/shared/money';
import { milliLbToKg } from '@/shared/units';

/**
 * Reading one cell of an imported CSV (issue 21). Files come from our own export (dot decimals,
 * `true`/`false`) or from a spreadsheet in Portuguese (Excel pt-BR: "119,90", VERDADEIRO/FALSO).
 * Each reader answers the value, or `{ bad }` with the cell as typed, for the refusal's message.
 */
export type Cell<T> = { ok: T } | { bad: string };

/** The export writes `'=…` for a cell starting with = + - @ (decision 046): read it back as typed. */
export function cellText(raw: string | undefined): string {
  const text = (raw ?? '').trim();
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}

/** Money in cents: "119,90", "119.90", "R$ 1.234,50", "1,234.50". Empty is not allowed here. */
export function moneyCell(text: string): Cell<number> {
  const cents = amountToCents(text);
  return cents === null || cents < 0 ? { bad: text } : { ok: cents };
}

/** Kilograms with at most 3 decimals, one separator, comma or dot ("1,5", "0.500"); empty = none. */
export function weightCell(text: string): Cell<number | null> {
  if (text === '') return { ok: null };
  if (!/^\d{1,5}(?:[.,]\d{1,3})?$/.test(text)) return { bad: text };
  const kg = Number(text.replace(',', '.'));
  return kg > 0 ? { ok: kg } : { bad: text };
}

/**
 * Pounds with at most 3 decimals ("2,646", "2.646"), the kg to store (whole grams by the one rule,
 * decision 123: a thousandth of a pound is finer than a gram, so an export read back is the same kg).
 */
export function lbWeightCell(text: string): Cell<number | null> {
  if (text === '') return { ok: null };
  const match = /^(\d{1,5})(?:[.,](\d{1,3}))?$/.exec(text);
  if (!match) return { bad: text };
  const kg = milliLbToKg(Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0')));
  return kg > 0 ? { ok: kg } : { bad: text };
}

/** Whole units, zero or more; empty = stock not tracked (SPEC §3.2), as the export writes it. */
export function stockCell(text: string): Cell<number | null> {
  if (text === '') return { ok: null };
  if (!/^\d{1,7}$/.test(text)) return { bad: text };
  return { ok: Number(text) };
}

const YES = new Set(['true', 'verdadeiro', 'sim', 's', 'yes', 'y', '1', 'ativo', 'active']);
const NO = new Set(['false', 'falso', 'não', 'nao', 'n', 'no', '0', 'inativo', 'inactive']);

/** A yes/no cell in either language (Excel pt-BR writes VERDADEIRO / FALSO). */
export function flagCell(text: string): Cell<boolean> {
  const lower = text.toLowerCase();
  if (YES.has(lower)) return { ok: true };
  if (NO.has(lower)) return { ok: false };
  return { bad: text };
}

/** Excel pt-BR separates with ";" (the comma is its decimal mark): the header line tells which. */
export function delimiterOf(text: string): ',' | ';' {
  const header = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const count = (c: string) => header.split(c).length - 1;
  return count(';') > count(',') ? ';' : ',';
}
