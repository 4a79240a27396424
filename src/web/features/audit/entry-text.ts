import { audit } from '../../locales/pt-BR/audit';

/**
 * How the audit viewer words an entry: the dictionary key of an action's, a record kind's or a
 * field's label (null when the dictionary has none: the code is shown as the log keeps it), and a
 * changed value in words (an order's status and payment state, amounts in cents as money).
 */

type Labels = typeof audit;
export type ActionKey = `actions.${keyof Labels['actions']}`;
export type EntityKey = `entities.${keyof Labels['entities']}`;
export type FieldKey = `fields.${keyof Labels['fields']}`;
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

export const fieldKey = (name: string): FieldKey | null =>
  own(audit.fields, name) ? (`fields.${name}` as FieldKey) : null;

export type ValueText = { key: ValueKey } | { text: string };

/** A changed value as the viewer shows it (a label key, or text); null stays the caller's "—". */
export function valueText(
  entityType: string,
  field: string,
  value: unknown,
  money: (cents: number) => string,
): ValueText {
  if (entityType === 'order' && typeof value === 'string') {
    if (field === 'status' && own(audit.orderStatus, value))
      return { key: `orderStatus.${value}` as ValueKey };
    if (field === 'paymentStatus' && own(audit.paymentStatus, value))
      return { key: `paymentStatus.${value}` as ValueKey };
  }
  if (field.endsWith('Cents') && typeof value === 'number' && Number.isInteger(value))
    return { text: money(value) };
  return { text: typeof value === 'string' ? value : JSON.stringify(value) };
}
