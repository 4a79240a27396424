/**
 * Text PostgreSQL cannot store: a NUL character (`\u0000`, refused in `text` and `jsonb`) or a lone
 * UTF-16 surrogate (not valid UTF-8). A request carrying one is refused as bad input (issue 19), at
 * the one validation layer, instead of failing in the database as a 500.
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text made storable, for what the server writes of input it does not control (an error's message
 * quoting a request, issue 34): each NUL written as the two characters `\0`, each lone surrogate
 * as U+FFFD. A request is refused instead (above); a log row must be written whatever it quotes.
 */
export function toStorableText(value: string): string {
  return value.replaceAll('\u0000', '\\0').replace(new RegExp(LONE_SURROGATE.source, 'g'), '\uFFFD');
}

/** The path of the first string in `value` (objects, arrays) that is not storable, or null. */
export function findUnstorableText(value: unknown, path: readonly (string | number)[] = []): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path.join('.') || '_';
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findUnstorableText(item, [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    for (const [key, item] of Object.entries(value)) {
      // A key is text too: a record of notes keyed by what the client sent.
      if (!isStorableText(key)) return [...path, key].join('.');
      const found = findUnstorableText(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
