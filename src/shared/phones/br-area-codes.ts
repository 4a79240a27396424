/**
 * Brazilian area codes (DDD) in use, per Anatel. Codes such as 20, 23, 25, 26, 29, 30, 36, 39, 40,
 * 50, 52, 56–60, 70, 72, 76, 78, 80 and 90 are not assigned, which is what lets the messaging
 * formatter tell a US number like (404) 555-0123 from a Brazilian one (SPEC §5.5).
 */
const RANGES: readonly (readonly [number, number])[] = [
  [11, 19],
  [21, 22],
  [24, 24],
  [27, 28],
  [31, 35],
  [37, 38],
  [41, 49],
  [51, 51],
  [53, 55],
  [61, 69],
  [71, 71],
  [73, 75],
  [77, 77],
  [79, 79],
  [81, 89],
  [91, 99],
];

export const BR_AREA_CODES: ReadonlySet<string> = new Set(
  RANGES.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i))),
);

/** True when the first two digits are an assigned Brazilian DDD. */
export function startsWithBrAreaCode(digits: string): boolean {
  return BR_AREA_CODES.has(digits.slice(0, 2));
}
