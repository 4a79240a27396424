/** Orders are shown as "BP-1042" (Brazil Prime): short enough to read over the phone. */
export const ORDER_NUMBER_PREFIX = 'BP-';

export const formatOrderNumber = (n: number) => `${ORDER_NUMBER_PREFIX}${n}`;

/** "BP-1042", "bp1042" or "1042" → 1042; anything else → null. */
export function parseOrderNumber(text: string): number | null {
  const match = /^\s*(?:bp-?)?(\d{1,9})\s*$/i.exec(text);
  return match ? Number(match[1]) : null;
}
