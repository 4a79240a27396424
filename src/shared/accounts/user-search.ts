/**
 * How the users list searches (decision 047): the database keeps `search_text` (name and e-mail
 * with accents taken off, in lower case) and `phone_digits` (the phone's digits only), both
 * generated columns with trigram indexes; a search is folded the same way before it is compared.
 * The accent table is written once here and used by the SQL of the generated column too, so both
 * sides fold exactly the same letters.
 */
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Letters folded, and what each becomes: no locale involved (PostgreSQL's lower() follows one). */
export const FOLD_FROM = `ÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝ${UPPER}áàâãäåéèêëíìîïóòôõöúùûüçñýÿ`;
export const FOLD_TO = `aaaaaaeeeeiiiiooooouuuucny${UPPER.toLowerCase()}aaaaaaeeeeiiiiooooouuuucnyy`;

const FOLD = new Map([...FOLD_FROM].map((c, i) => [c, FOLD_TO[i]!]));

/** A search folded as `search_text` is: the accents of FOLD_FROM taken off, capitals lowered. */
export function foldSearch(text: string): string {
  return [...text].map((c) => FOLD.get(c) ?? c).join('');
}

/** The digits of a search, compared with `phone_digits` when there are at least this many. */
export const PHONE_SEARCH_MIN_DIGITS = 3;
export const searchDigits = (text: string) => text.replace(/\D/g, '');

/** Counting stops here: above it the list says "10,000+" instead of counting every row. */
export const USERS_COUNT_CAP = 10_000;
