import {
  isUuid,
  listChange,
  objectChange,
  REFERENCE_FIELDS,
  referencedIds,
} from '@/shared/audit/entry-names';
import type { FieldChange } from '@/shared/audit/schemas';
import { audit } from '@/web/locales/pt-BR/audit';

/**
 * How the audit viewer words an entry: the dictionary key of an action's, a record kind's or a
 * field's label (null when the dictionary has none: the code is shown as the log keeps it), and a
 * changed value in words (decision 064).
 */

type Labels = typeof audit;
export type ActionKey = `actions.${keyof Labels['actions']}`;
export type EntityKey = `entities.${keyof Labels['entities']}`;
export type FieldKey = `fields.${keyof Labels['fields']}`;
export type RoleKey = `roles.${keyof Labels['roles']}`;
export type ValueKey =
  | `orderStatus.${keyof Labels['orderStatus']}`
  | `paymentStatus.${keyof Labels['paymentStatus']}`;

const own = (labels: object, key: string) => Object.hasOwn(labels, key);

/** `settings.update` → `actions.settings_update` (a dot in a key would be read as nesting). */
export function actionKey(code: string): ActionKey | null {
  const key = code.replaceAll('.', '_');
  return own(audit.actions, key) ? (`actions.${key}` as ActionKey) : null;
}

export const entityKey = (code: string): EntityKey | null =>
  own(audit.entities, code) ? (`entities.${code}` as EntityKey) : null;

export const roleKey = (code: string): RoleKey | null =>
  own(audit.roles, code) ? (`roles.${code}` as RoleKey) : null;

export const fieldKey = (name: string): FieldKey | null =>
  own(audit.fields, name) ? (`fields.${name}` as FieldKey) : null;

/** What the viewer needs beyond the dictionary: money, a date, and the names of records by id. */
export type ValueContext = {
  money: (cents: number) => string;
  /** An ISO instant or day (`2026-11-26T…`, `2026-11-26`) as the reader's date. */
  date: (iso: string) => string;
  names: Readonly<Record<string, string>>;
};

type CountKey =
  | 'entry.items'
  | 'entry.itemsChanged'
  | 'entry.itemsAdded'
  | 'entry.itemsRemoved'
  | 'entry.fieldsChanged';
export type WordKey =
  | ValueKey
  | RoleKey
  | `values.${keyof Labels['values']}`
  | 'entry.removedRecord'
  | 'entry.itemsReordered';

export type ValueText = { key: WordKey } | { key: CountKey; count: number } | { text: string };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
/** A short list of words (sizes, colours) reads as it is; anything longer is counted. */
const isShortList = (v: unknown): v is string[] =>
  Array.isArray(v) &&
  v.length <= 4 &&
  v.every((x) => typeof x === 'string' && x.length <= 40 && !x.startsWith('/') && !isUuid(x));

/**
 * A changed value as the viewer shows it: a label key or text; null for nothing (the caller's
 * "—"). Statuses on orders, roles and yes/no in words, cents as money, instants as dates, ids of
 * other records as their names (decision 064).
 */
export function valueText(
  entityType: string,
  field: string,
  value: unknown,
  ctx: ValueContext,
): ValueText | null {
  if (value === null || value === undefined || value === '') return null;
  if (entityType === 'order' && typeof value === 'string') {
    if (field === 'status' && own(audit.orderStatus, value))
      return { key: `orderStatus.${value}` as ValueKey };
    if (field === 'paymentStatus' && own(audit.paymentStatus, value))
      return { key: `paymentStatus.${value}` as ValueKey };
  }
  if (typeof value === 'boolean') return { key: value ? 'values.yes' : 'values.no' };
  // A secret of an integration is logged only as replaced (decision 076), in the reader's words.
  if (entityType === 'integration' && value === audit.values.keyReplaced)
    return { key: 'values.keyReplaced' };
  const role = field === 'role' && typeof value === 'string' ? roleKey(value) : null;
  if (role) return { key: role };
  if (own(REFERENCE_FIELDS, field)) {
    const ids = referencedIds(value);
    if (ids.length > 0) {
      const known = ids.flatMap((id) => (ctx.names[id] ? [ctx.names[id]] : []));
      return known.length > 0 ? { text: known.join(', ') } : { key: 'entry.removedRecord' };
    }
  }
  if (field.endsWith('Cents') && typeof value === 'number' && Number.isInteger(value))
    return { text: ctx.money(value) };
  if (typeof value === 'string') return { text: ISO_DAY.test(value) ? ctx.date(value) : value };
  if (isShortList(value)) return { text: value.join(', ') };
  if (Array.isArray(value)) return { key: 'entry.items', count: value.length };
  if (isObject(value)) return { key: 'entry.fieldsChanged', count: Object.keys(value).length };
  return { text: String(value) };
}

/** One changed field as a line: "Label: before → after", or a list or object summarised. */
export type ChangeView =
  | { kind: 'values'; before: ValueText | null; after: ValueText | null }
  | { kind: 'summary'; parts: ValueText[] };

const isComplex = (field: string, v: unknown) =>
  (Array.isArray(v) && !own(REFERENCE_FIELDS, field) && !isShortList(v)) || isObject(v);

export function changeView(entityType: string, change: FieldChange, ctx: ValueContext): ChangeView {
  const { field, before, after } = change;
  if (!isComplex(field, before) && !isComplex(field, after))
    return {
      kind: 'values',
      before: valueText(entityType, field, before, ctx),
      after: valueText(entityType, field, after, ctx),
    };
  if (isObject(before) || isObject(after)) {
    return {
      kind: 'summary',
      parts: [{ key: 'entry.fieldsChanged', count: objectChange(before, after).length }],
    };
  }
  // A creation or a deletion: how many items there were.
  if (before === null || after === null) {
    const side = (before ?? after) as unknown[];
    return { kind: 'summary', parts: [{ key: 'entry.items', count: side.length }] };
  }
  const counted = listChange(before, after);
  const parts: ValueText[] = [];
  if (counted.changed) parts.push({ key: 'entry.itemsChanged', count: counted.changed });
  if (counted.added) parts.push({ key: 'entry.itemsAdded', count: counted.added });
  if (counted.removed) parts.push({ key: 'entry.itemsRemoved', count: counted.removed });
  return { kind: 'summary', parts: parts.length > 0 ? parts : [{ key: 'entry.itemsReordered' }] };
}
