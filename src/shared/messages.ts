import { ACCOUNT_MESSAGES } from './messages/accounts';
import { CAMPAIGN_MESSAGES } from './messages/campaigns';
import { CATALOGUE_MESSAGES } from './messages/catalogue';
import { CATALOGUE_BULK_MESSAGES } from './messages/catalogue-bulk';
import { CONTENT_MESSAGES } from './messages/content';
import { COUPON_SENDING_MESSAGES } from './messages/coupon-sending';
import { COUPON_ADMIN_MESSAGES } from './messages/coupons-admin';
import { CUT_MESSAGES } from './messages/cuts';
import { FACTOR_MESSAGES } from './messages/factors';
import { GOOGLE_REVIEWS_MESSAGES } from './messages/google-reviews';
import { GOOGLE_SIGN_IN_MESSAGES } from './messages/google-sign-in';
import { HTTP_MESSAGES } from './messages/http';
import { INTEGRATION_MESSAGES } from './messages/integrations';
import { INVITATION_MESSAGES } from './messages/invitations';
import { LABEL_MESSAGES } from './messages/labels';
import { MESSAGE_DESK_MESSAGES } from './messages/message-desk';
import { ORDER_EDIT_MESSAGES } from './messages/order-edit';
import { OUTBOX_MESSAGES } from './messages/outbox';
import { PAYMENT_MESSAGES } from './messages/payments';
import { PRIVACY_MESSAGES } from './messages/privacy';
import { SETTINGS_MESSAGES } from './messages/settings';
import { SHOPPING_MESSAGES } from './messages/shopping';
import { SMS_MESSAGES } from './messages/sms';
import { STORE_MESSAGES } from './messages/stores';
import { TAX_MESSAGES } from './messages/tax';
import { TEXT_LIMIT_MESSAGES } from './messages/text-limits';
import { WEIGHING_MESSAGES } from './messages/weighing';
import { STATUS_LABELS_PT } from './orders/messages';
import type { OrderStatus } from './orders/status';

/**
 * Every text the API can answer with, in Portuguese as SPEC §5.2 and §8 word them, under a stable
 * key (`group.name`, decision 023). The server throws keys (AppError) and renders the Portuguese
 * `message` from here; the web app renders the key from its own dictionaries in the interface
 * language (src/web/locales/<language>/errors.ts), so a new key without English does not compile.
 * `{name}` is a parameter the refusal carries in `params`. The groups live by area in ./messages/.
 */
export const MESSAGES = {
  ...HTTP_MESSAGES,
  ...ACCOUNT_MESSAGES,
  ...SHOPPING_MESSAGES,
  ...CATALOGUE_MESSAGES,
  ...CONTENT_MESSAGES,
  ...STORE_MESSAGES,
  ...SETTINGS_MESSAGES,
  ...COUPON_ADMIN_MESSAGES,
  ...COUPON_SENDING_MESSAGES,
  ...INVITATION_MESSAGES,
  ...MESSAGE_DESK_MESSAGES,
  ...OUTBOX_MESSAGES,
  ...INTEGRATION_MESSAGES,
  ...PRIVACY_MESSAGES,
  ...WEIGHING_MESSAGES,
  ...CATALOGUE_BULK_MESSAGES,
  ...SMS_MESSAGES,
  ...GOOGLE_REVIEWS_MESSAGES,
  ...GOOGLE_SIGN_IN_MESSAGES,
  ...TAX_MESSAGES,
  ...PAYMENT_MESSAGES,
  ...ORDER_EDIT_MESSAGES,
  ...CUT_MESSAGES,
  ...LABEL_MESSAGES,
  ...CAMPAIGN_MESSAGES,
  ...FACTOR_MESSAGES,
  ...TEXT_LIMIT_MESSAGES,
} as const;

type Catalogue = typeof MESSAGES;
export type MessageGroup = keyof Catalogue;
type NameOf<G extends MessageGroup> = Extract<keyof Catalogue[G], string>;

/** `group.name` for every text of the catalogue. */
export type MessageKey = { [G in MessageGroup]: `${G}.${NameOf<G>}` }[MessageGroup];

/** Values a message carries for its `{name}` placeholders. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** A dictionary for one language: every group and name of the catalogue, nothing else. */
export type MessageDictionary = { readonly [G in MessageGroup]: { readonly [N in NameOf<G>]: string } };

type Keys = { readonly [G in MessageGroup]: { readonly [N in NameOf<G>]: `${G}.${N}` } };

const keysOf = (catalogue: Catalogue) =>
  Object.fromEntries(
    Object.entries(catalogue).map(([group, texts]) => [
      group,
      Object.fromEntries(Object.keys(texts).map((name) => [name, `${group}.${name}`])),
    ]),
  ) as Keys;

/**
 * Each key as a constant (`KEYS.cart.insufficientStock === 'cart.insufficientStock'`), for schemas
 * and tests. Marked pure so a bundle that imports this file only for a type or one function drops it.
 */
export const KEYS = /* @__PURE__ */ keysOf(MESSAGES);

const allKeys = (keys: Keys) => Object.values(keys).flatMap((group) => Object.values(group)) as MessageKey[];

/** Every key of the catalogue. */
export const MESSAGE_KEYS = /* @__PURE__ */ allKeys(KEYS);

/** The text of `key` in a dictionary shaped like the catalogue (undefined for an unknown key). */
export function lookup(dictionary: MessageDictionary, key: string): string | undefined {
  const dot = key.indexOf('.');
  if (dot < 0) return undefined;
  const group = (dictionary as Record<string, Record<string, string> | undefined>)[key.slice(0, dot)];
  const text = group && Object.hasOwn(group, key.slice(dot + 1)) ? group[key.slice(dot + 1)] : undefined;
  return typeof text === 'string' ? text : undefined;
}

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && lookup(MESSAGES, value) !== undefined;
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** The `{name}` placeholders of a Portuguese text, in order. */
export const placeholdersOf = (text: string) => [...text.matchAll(PLACEHOLDER)].map((m) => m[1] as string);

/**
 * Parameters that are order status codes: each language shows them in its own words (the
 * Portuguese ones are the customer messages' labels).
 */
export const STATUS_PARAMS: Partial<Record<MessageKey, readonly string[]>> = {
  'order.badTransition': ['from', 'to'],
};

/**
 * Parameters that are amounts of money, written by the server in the shop's currency in pt-BR
 * style ("US$ 50,00"); the interface re-writes them for its language (decision 042).
 */
export const MONEY_PARAMS: Partial<Record<MessageKey, readonly string[]>> = {
  'order.belowZoneMinimum': ['minimum'],
  'orderEdit.belowZoneMinimum': ['minimum'],
  'coupon.below_minimum': ['minimum'],
  'payment.belowCardMinimum': ['minimum'],
};

/** The Portuguese text of `key` with its parameters filled (the `message` of an error body). */
export function renderMessage(key: MessageKey, params?: MessageParams): string {
  const template = lookup(MESSAGES, key) ?? key;
  if (!params) return template;
  const statuses = STATUS_PARAMS[key] ?? [];
  // A replacer function, so a "$" in a value is never read as a replacement pattern.
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return statuses.includes(name)
      ? (STATUS_LABELS_PT[value as OrderStatus] ?? String(value))
      : String(value);
  });
}

/** The parameters `key`'s text uses, taken from `params` (others are dropped); undefined when none. */
export function paramsFor(key: MessageKey, params: MessageParams | undefined): MessageParams | undefined {
  const names = placeholdersOf(lookup(MESSAGES, key) ?? '');
  if (!params || names.length === 0) return undefined;
  const used = Object.fromEntries(names.filter((n) => params[n] !== undefined).map((n) => [n, params[n]]));
  return Object.keys(used).length ? (used as MessageParams) : undefined;
}

/** What a zod issue says, as a key and its parameters. */
export type IssueMessage = { key: MessageKey; params?: MessageParams };

/**
 * A zod issue as a message key: the shared schemas' messages are keys; a bound (`{max}`, `{min}`)
 * comes from the issue itself, a refinement's values from its `params`. Zod's own texts (wrong
 * type and the like) become `common.invalidValue`.
 */
export function issueMessage(issue: { readonly message: string }): IssueMessage {
  const fields = issue as { message: string; params?: unknown; maximum?: unknown; minimum?: unknown };
  if (!isMessageKey(issue.message)) return { key: 'common.invalidValue' };
  const found: Record<string, string | number> = {
    ...((fields.params as Record<string, string | number> | undefined) ?? {}),
  };
  if (typeof fields.maximum === 'number' || typeof fields.maximum === 'bigint')
    found.max = Number(fields.maximum);
  if (typeof fields.minimum === 'number' || typeof fields.minimum === 'bigint')
    found.min = Number(fields.minimum);
  const params = paramsFor(issue.message, found);
  return params ? { key: issue.message, params } : { key: issue.message };
}

/**
 * A zod issue in Portuguese, for operator commands that print it (`npm run user:create`): a key is
 * rendered; any other text (zod's own, a command's inline text) is kept as it is.
 */
export function issueText(issue: { readonly message: string }): string {
  if (!isMessageKey(issue.message)) return issue.message;
  const { key, params } = issueMessage(issue);
  return renderMessage(key, params);
}
