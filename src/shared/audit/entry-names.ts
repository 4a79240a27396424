/**
 * How an audit entry names its record and the records its fields point to (decision 064). The
 * viewer asks the live tables for the current name; these are the pure halves: which field of an
 * entry already holds a name (what a deletion or a picture still has after the row is gone), and
 * which changed fields hold ids of other records.
 */

/** The field of each kind's stored fields that names the record (the form's own name field). */
const NAME_FIELD: Record<string, string> = {
  product: 'name',
  category: 'name',
  extra: 'name',
  store: 'name',
  coupon: 'code',
  banner: 'titlePt',
  home_section: 'titlePt',
  testimonial: 'author',
  invitation: 'email',
  picture: 'fileName',
};

/**
 * The name an entry itself keeps of its record (before wins: a deletion's last name, a rename's
 * old one is as good as any when the row is gone), or null when it keeps none.
 */
export function storedEntryName(
  entityType: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): string | null {
  const field = NAME_FIELD[entityType];
  if (!field) return null;
  for (const side of [after, before]) {
    const value = side?.[field];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
}

/**
 * Changed fields that hold the id of another record, and which kind it is: shown by that record's
 * name. Lists (`extraIds`, `couponIds`) hold several.
 */
export const REFERENCE_FIELDS: Record<string, string> = {
  categoryId: 'category',
  copiedFrom: 'product',
  couponId: 'coupon',
  couponIds: 'coupon',
  extraIds: 'extra',
  store_id: 'store',
  storeId: 'store',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (v: unknown): v is string => typeof v === 'string' && UUID.test(v);

/** The ids a value of a reference field holds (one, a list, or none). */
export function referencedIds(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter(isUuid);
  return isUuid(value) ? [value] : [];
}

export type ListChange = { changed: number; added: number; removed: number };

/**
 * What changed in a list (variations, pictures, zones…), counted: items only on the new side are
 * added, only on the old side removed, and as many of those as pair up are one item changed.
 */
export function listChange(before: unknown, after: unknown): ListChange {
  const was = Array.isArray(before) ? before.map((v) => JSON.stringify(v)) : [];
  const is = Array.isArray(after) ? after.map((v) => JSON.stringify(v)) : [];
  const left = [...was];
  let added = 0;
  for (const item of is) {
    const at = left.indexOf(item);
    if (at === -1) added++;
    else left.splice(at, 1);
  }
  const removed = left.length;
  const changed = Math.min(added, removed);
  return { changed, added: added - changed, removed: removed - changed };
}

/** The keys of two objects (settings, a schedule…) whose values differ, at the first level. */
export function objectChange(before: unknown, after: unknown): string[] {
  const obj = (v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  const a = obj(before);
  const b = obj(after);
  return [...new Set([...Object.keys(a), ...Object.keys(b)])]
    .filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]))
    .sort();
}
