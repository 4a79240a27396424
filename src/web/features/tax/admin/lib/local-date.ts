/**
 * The rate's start date typed as people write it (decision 083): dd/mm/aaaa in Portuguese,
 * mm/dd/yyyy in English — a native date field follows the browser's locale instead, so a
 * Portuguese panel in an American browser showed mm/dd/yyyy. The API keeps ISO days.
 */
export type DateOrder = 'dmy' | 'mdy';

export const dateOrderOf = (language: string): DateOrder => (language.startsWith('en') ? 'mdy' : 'dmy');

export const datePlaceholder = (order: DateOrder) => (order === 'dmy' ? 'dd/mm/aaaa' : 'mm/dd/yyyy');

/** What was typed, as digits with the slashes put in: "3112" → "31/12", "31122026" → "31/12/2026". */
export function maskDate(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
}

/** A typed day as ISO ("2026-12-31") when it is a real day; otherwise the text, for the server to refuse. */
export function isoFromTyped(text: string, order: DateOrder): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return text.trim();
  const [, a, b, year] = match as unknown as [string, string, string, string];
  const [day, month] = order === 'dmy' ? [a, b] : [b, a];
  const iso = `${year}-${month}-${day}`;
  const date = new Date(`${iso}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : text.trim();
}

/** An ISO day as people read it in the panel's language: "2026-10-01" → "01/10/2026" or "10/01/2026". */
export function typedFromIso(iso: string, order: DateOrder): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const [, year, month, day] = match;
  return order === 'dmy' ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
}
