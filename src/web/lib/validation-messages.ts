import { useTranslation } from 'react-i18next';
import { authMessages, rateLimitTemplates } from '../../shared/accounts/messages';
import { accountMessages } from '../../shared/accounts/schemas';
import { CART_FAILURES, CART_LIMIT_MESSAGES, CART_MESSAGES } from '../../shared/cart/rules';
import { CATEGORY_MESSAGES, CATEGORY_TEMPLATES, PRODUCT_MESSAGES } from '../../shared/catalogue/schemas';
import { CONTACT_MESSAGES } from '../../shared/contact/schemas';
import { COUPON_MESSAGES } from '../../shared/coupons/rules';
import { WINDOW_MESSAGES } from '../../shared/delivery/windows';
import { DEFAULT_MESSAGES, type ErrorCode, HTTP_MESSAGES } from '../../shared/errors';
import { STATUS_LABELS_PT } from '../../shared/orders/messages';
import { ORDER_MESSAGES } from '../../shared/orders/schemas';
import { ORDER_STATUSES } from '../../shared/orders/status';
import { INTERNATIONAL_BLOCKED_MESSAGE } from '../../shared/phones/rules';
import { COUNTRY_INVALID_MESSAGE, PHONE_INVALID_FOR_COUNTRY_MESSAGE } from '../../shared/phones/schemas';
import { orders as enOrders } from '../locales/en/orders';
import { type English, serverMessages as en } from '../locales/en/server-messages';
import { ApiError } from './api-client';

/**
 * The one place a text the API answered with (Portuguese, as SPEC §8 words it) becomes the
 * interface language (decision 018). The Portuguese side is always the shared constant the server
 * throws with; `{name}` in it is a value the server filled in, carried over into the English.
 */
const pair = <T extends object>(pt: T, english: English<T>) =>
  Object.entries(pt)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([key, text]) => [text, (english as Record<string, string>)[key] as string] as const);

const PAIRS = [
  ...pair(DEFAULT_MESSAGES, en.defaults),
  ...pair(HTTP_MESSAGES, en.http),
  ...pair(CART_MESSAGES, en.cart),
  ...pair(CART_FAILURES, en.cartFailures),
  ...pair(CART_LIMIT_MESSAGES, en.cartLimits),
  ...pair(ORDER_MESSAGES, en.orders),
  ...pair(WINDOW_MESSAGES, en.windows),
  ...pair(COUPON_MESSAGES, en.coupons),
  ...pair(authMessages, en.auth),
  ...pair(rateLimitTemplates, en.rateLimit),
  ...pair(accountMessages, en.accounts),
  ...pair(CONTACT_MESSAGES, en.contact),
  ...pair(PRODUCT_MESSAGES, en.products),
  ...pair(CATEGORY_MESSAGES, en.categories),
  ...pair(CATEGORY_TEMPLATES, en.categoryTemplates),
  ...pair(
    {
      invalidForCountry: PHONE_INVALID_FOR_COUNTRY_MESSAGE,
      countryInvalid: COUNTRY_INVALID_MESSAGE,
      internationalBlocked: INTERNATIONAL_BLOCKED_MESSAGE,
    },
    en.phones,
  ),
];

type Template = { pattern: RegExp; names: string[]; english: string };
const PLACEHOLDER = /\{(\w+)\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

const exact = new Map<string, string>();
const templates: Template[] = [];
for (const [pt, english] of PAIRS) {
  const names = [...pt.matchAll(PLACEHOLDER)].map((m) => m[1] as string);
  if (names.length === 0) exact.set(pt, english);
  else {
    const source = escapeRegExp(pt).replace(PLACEHOLDER, '(.+?)');
    templates.push({ pattern: new RegExp(`^${source}$`, 's'), names, english });
  }
}

/** Values the server fills in Portuguese that have an English word of their own (order statuses). */
const STATUS_EN = new Map(ORDER_STATUSES.map((s) => [STATUS_LABELS_PT[s] as string, enOrders.status[s]]));

/** The English text for a server message, or undefined when the message is not one we know. */
export function englishFor(message: string): string | undefined {
  const known = exact.get(message);
  if (known !== undefined) return known;
  for (const { pattern, names, english } of templates) {
    const match = pattern.exec(message);
    if (!match) continue;
    return names.reduce((text, name, i) => {
      const value = match[i + 1] ?? '';
      return text.replaceAll(`{{${name}}}`, STATUS_EN.get(value) ?? value);
    }, english);
  }
  return undefined;
}

/**
 * A server message in the interface language. pt-BR shows the server's text exactly; English shows
 * its translation, or, for a text we do not know, the English default of the refusal's `code`
 * (never Portuguese in the English interface). Without a code an unknown text is left as it is.
 */
export function localiseServerMessage(
  message: string | undefined,
  language: string,
  code?: ErrorCode,
): string | undefined {
  if (!message || !language.startsWith('en')) return message;
  return englishFor(message) ?? (code ? en.defaults[code] : message);
}

/** What to show for a failed call: the refusal in the interface language, else `fallback`. */
export function localiseError(error: unknown, language: string, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  return localiseServerMessage(error.message, language, error.body.code) ?? fallback;
}

/** A refusal's field errors: the first message of each named field, in the interface language. */
export function localiseFieldErrors(error: unknown, language: string): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.body.fields ?? {})) {
    const first = messages[0];
    if (first) out[field] = localiseServerMessage(first, language) ?? first;
  }
  return out;
}

/**
 * The web's one way to show what the server (or a shared schema) said, bound to the current
 * interface language (re-renders on a switch): `message` for a field error or a message, `error`
 * for a failed call, `fields` for a refusal's field errors.
 */
export function useServerMessages() {
  const { i18n } = useTranslation();
  return {
    message: (message: string | undefined, code?: ErrorCode) =>
      localiseServerMessage(message, i18n.language, code),
    error: (error: unknown, fallback: string) => localiseError(error, i18n.language, fallback),
    fields: (error: unknown) => localiseFieldErrors(error, i18n.language),
  };
}
