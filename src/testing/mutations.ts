import fc from 'fast-check';
import type { ZodType } from 'zod';

/**
 * The fuzz test's mutations of a valid request (issue 34, decision 071): for each field, the
 * values of its type that broke the server once (impossible dates, numbers past a column's range,
 * NUL and lone surrogates, huge text and arrays) and a seeded sample of wrong types.
 */

export type Mutation = { label: string; value: unknown };
export const m = (values: readonly unknown[], label = (v: unknown) => JSON.stringify(v).slice(0, 40)) =>
  values.map((value) => ({ label: label(value), value }));

const TEXT = [
  { label: 'a NUL', value: 'Ana\u0000' },
  { label: 'a lone surrogate', value: 'Ana\uD83D' },
  { label: '100,000 characters', value: 'x'.repeat(100_000) },
  { label: 'empty text', value: '' },
];
const DATES = m(['2026-02-30', '2026-12-32', '0000-01-01', '9999-12-31']);
const INSTANTS = m(['2026-02-30T10:00:00.000Z', '0000-01-01T00:00:00.000Z']);
const NUMBERS = m([2_147_483_648, -2_147_483_649, 1e308, -1, 0.0001, 1.5]);
const NUMERIC_TEXT = m(['2147483648', '-1', '1e400', '0.0001', 'NaN']);
const WRONG_TYPES = m([null, true, [], {}, 12, 'x']);
const NUMERIC = /^-?\d+(?:[.,]\d+)?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T/;

const kindOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
const otherTypes = (v: unknown) => WRONG_TYPES.filter((w) => kindOf(w.value) !== kindOf(v));

/** The mutations of one value: those of its type in full, and the generic ones to sample from. */
export function mutationsOf(
  value: unknown,
  target: 'json' | 'query',
): { specific: Mutation[]; generic: Mutation[] } {
  if (value === undefined) {
    // A key the valid request leaves out: any of them.
    return target === 'query'
      ? { specific: [...DATES, ...NUMERIC_TEXT, TEXT[0]!, TEXT[1]!], generic: TEXT.slice(2) }
      : { specific: [...DATES, ...NUMBERS, TEXT[0]!], generic: [...TEXT.slice(1), ...WRONG_TYPES] };
  }
  if (target === 'query') {
    const text = String(value);
    const specific = DATE.test(text) ? DATES : NUMERIC.test(text) ? NUMERIC_TEXT : [];
    return {
      specific: [...specific, TEXT[0]!, TEXT[1]!],
      generic: [...TEXT.slice(2), { label: 'repeated', value: [text, text] }],
    };
  }
  if (typeof value === 'string') {
    const specific = DATE.test(value)
      ? DATES
      : INSTANT.test(value)
        ? INSTANTS
        : NUMERIC.test(value)
          ? NUMERIC_TEXT
          : [];
    return { specific: [...specific, TEXT[0]!, TEXT[1]!], generic: [...TEXT.slice(2), ...otherTypes(value)] };
  }
  if (typeof value === 'number') return { specific: NUMBERS, generic: otherTypes(value) };
  if (value === null) return { specific: [TEXT[0]!, NUMBERS[0]!, NUMBERS[4]!], generic: otherTypes(value) };
  if (Array.isArray(value))
    return {
      specific: [{ label: '10,000 items', value: Array.from({ length: 10_000 }, () => value[0] ?? 'x') }],
      generic: [{ label: 'empty array', value: [] }, ...otherTypes(value)],
    };
  return { specific: [], generic: otherTypes(value) };
}

export type Field = { path: (string | number)[]; value: unknown };

/** Every node of a value (objects' keys, arrays' first item), leaves and branches alike. */
export function fieldsOf(value: unknown, path: (string | number)[] = []): Field[] {
  if (Array.isArray(value))
    return value.length > 0
      ? [{ path: [...path, 0], value: value[0] }, ...fieldsOf(value[0], [...path, 0])]
      : [];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => [
      { path: [...path, key], value: item },
      ...fieldsOf(item, [...path, key]),
    ]);
  return [];
}

/** The keys of an object schema (through its transforms), to fuzz the optional ones a request leaves out. */
export function shapeKeys(schema: ZodType | undefined): string[] {
  let s = schema as unknown as
    | { shape?: Record<string, unknown>; in?: unknown; def?: { in?: unknown } }
    | undefined;
  for (let i = 0; i < 5 && s; i++) {
    if (s.shape) return Object.keys(s.shape);
    s = (s.in ?? s.def?.in) as typeof s;
  }
  return [];
}

export function setAt(target: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(target) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = (node?.[key] ?? {}) as typeof node;
  node[path.at(-1)!] = value;
  return copy;
}

/** FNV-1a of the route and field: each field's sample stays the same when routes are added. */
function seedOf(text: string, seed: number): number {
  let h = 2166136261 ^ seed;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h | 0;
}
/** `count` of the generic mutations, the same for the same key and seed. */
export function sample(generic: Mutation[], key: string, seed: number, count: number): Mutation[] {
  if (generic.length <= count) return generic;
  const arbitrary = fc.shuffledSubarray(generic, { minLength: count, maxLength: count });
  return fc.sample(arbitrary, { seed: seedOf(key, seed), numRuns: 1 })[0]!;
}

/** A query value in a URL: a lone surrogate as the bytes a client could still send (CESU-8). */
const encode = (value: string) =>
  [...value].map((ch) => (/[\uD800-\uDFFF]/.test(ch) ? '%ED%A0%BD' : encodeURIComponent(ch))).join('');
export const queryString = (query: Record<string, unknown>) =>
  Object.entries(query)
    .flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((item) => `${encode(k)}=${encode(String(item))}`))
    .join('&');
