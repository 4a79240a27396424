/**
 * Stripe's request bodies and query strings: form-encoded with brackets, as the SDK writes them
 * (`metadata[order_id]=…`, `line_items[0][price_data][unit_amount]=…`, `expand[0]=latest_charge`).
 * Numeric keys make arrays. Values stay strings, as Stripe receives them.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

function keyPath(name: string): string[] {
  const first = /^[^[]*/.exec(name)?.[0] ?? '';
  const rest = [...name.slice(first.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? '');
  return [first, ...rest];
}

function toArrays(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((k) => [k, toArrays(value[k] as FormValue)] as const);
  if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k)))
    return entries.sort((a, b) => Number(a[0]) - Number(b[0])).map(([, v]) => v);
  return Object.fromEntries(entries);
}

export function parseStripeForm(text: string): FormObject {
  const root: FormObject = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const path = keyPath(name);
    let node: FormObject = root;
    path.forEach((part, index) => {
      // `expand[]=x` (an empty index) appends.
      const key = part === '' ? String(Object.keys(node).length) : part;
      if (index === path.length - 1) node[key] = value;
      else {
        const next = node[key];
        if (typeof next !== 'object' || Array.isArray(next)) node[key] = {};
        node = node[key] as FormObject;
      }
    });
  }
  return toArrays(root) as FormObject;
}

/** A field as a string (undefined when absent or not a plain value). */
export const str = (form: FormObject | undefined, key: string): string | undefined => {
  const value = form?.[key];
  return typeof value === 'string' ? value : undefined;
};

/** A nested object field (metadata, payment_intent_data…). */
export const obj = (form: FormObject | undefined, key: string): FormObject | undefined => {
  const value = form?.[key];
  return value && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
};

/** `metadata[...]` as Stripe keeps it: string values only. */
export function metadataOf(form: FormObject | undefined): Record<string, string> {
  const meta = obj(form, 'metadata') ?? {};
  return Object.fromEntries(
    Object.entries(meta).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

/** `expand[0]=…` / `expand[]=…` as a list of paths. */
export function expandOf(form: FormObject | undefined): string[] {
  const value = form?.expand;
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}
