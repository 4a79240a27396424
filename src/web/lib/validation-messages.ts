import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@/shared/errors';
import {
  isMessageKey,
  issueMessage,
  lookup,
  type MessageDictionary,
  type MessageKey,
  type MessageParams,
  MONEY_PARAMS,
  STATUS_PARAMS,
} from '@/shared/messages';
import { amountForLanguage } from '@/shared/money';
import type { OrderStatus } from '@/shared/orders/status';
import { countText } from '@/shared/text-limits';
import { errors as en } from '../locales/en/errors';
import { orders as enOrders } from '../locales/en/orders';
import { errors as pt } from '../locales/pt-BR/errors';
import { orders as ptOrders } from '../locales/pt-BR/orders';
import { ApiError } from './api-error';
import { registerNamespace } from './i18n';

/**
 * The one place a refusal becomes text in the interface language (decision 023). The server (and
 * every shared schema) says *which* message with a key of the shared catalogue and its `params`;
 * the text comes from this app's own dictionaries (`errors` namespace, src/web/locales/<lang>/errors.ts).
 * Loaded only with the screens that show refusals, never with the home page's first load.
 */
registerNamespace('errors', pt, en);

const isEnglish = (language: string) => language.startsWith('en');
const dictionaryFor = (language: string): MessageDictionary => (isEnglish(language) ? en : pt);
const statusWords = (language: string): Record<OrderStatus, string> =>
  isEnglish(language) ? enOrders.status : ptOrders.status;

/** `key` in `language` with its `{{name}}` placeholders filled (order statuses in that language's words). */
export function renderKey(key: MessageKey, language: string, params?: MessageParams): string {
  const template = lookup(dictionaryFor(language), key) ?? lookup(pt, key) ?? key;
  const statuses = STATUS_PARAMS[key] ?? [];
  const words = statuses.length ? statusWords(language) : undefined;
  const amounts = MONEY_PARAMS[key] ?? [];
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const value = params?.[name];
    if (value === undefined) return whole;
    if (amounts.includes(name)) return amountForLanguage(String(value), language);
    // A bound ("up to 1,000 characters") as the counter writes it (decision 110).
    if ((name === 'max' || name === 'min') && typeof value === 'number') return countText(value, language);
    return (statuses.includes(name) && words?.[value as OrderStatus]) || String(value);
  });
}

/**
 * A message in the interface language: a message key (from an error body, a field error or a
 * shared schema) is rendered with `params`; any other text passes unchanged, except that in
 * English an unknown text with a `code` shows that code's English default (never Portuguese).
 */
export function localiseServerMessage(
  keyOrText: string | undefined,
  language: string,
  code?: ErrorCode,
  params?: MessageParams,
): string | undefined {
  if (!keyOrText) return keyOrText;
  if (isMessageKey(keyOrText)) return renderKey(keyOrText, language, params);
  if (code && isEnglish(language)) return renderKey(`common.${code}`, language);
  return keyOrText;
}

/** What to show for a failed call: the refusal's key in the interface language, else `fallback`. */
export function localiseError(error: unknown, language: string, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const { key, params, message, code } = error.body;
  if (isMessageKey(key)) return renderKey(key, language, params);
  return localiseServerMessage(message, language, code) ?? fallback;
}

/** A refusal's field errors: the first message of each named field, in the interface language. */
export function localiseFieldErrors(error: unknown, language: string): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.body.fields ?? {})) {
    const first = messages[0];
    if (first)
      out[field] = localiseServerMessage(first.key, language, undefined, first.params) ?? first.message;
  }
  return out;
}

/** A zod issue of a shared schema, in the interface language (its bound as `{{max}}` / `{{min}}`). */
export function localiseIssue(issue: { readonly message: string } | undefined, language: string) {
  if (!issue) return undefined;
  if (!isMessageKey(issue.message)) return issue.message;
  const { key, params } = issueMessage(issue);
  return renderKey(key, language, params);
}

/**
 * The web's one way to show what the server (or a shared schema) said, bound to the current
 * interface language (re-renders on a switch): `message` for a message key (or a text), `error`
 * for a failed call, `fields` for a refusal's field errors, `issue` for a zod issue.
 */
export function useServerMessages() {
  const { i18n } = useTranslation();
  return {
    message: (keyOrText: string | undefined, code?: ErrorCode, params?: MessageParams) =>
      localiseServerMessage(keyOrText, i18n.language, code, params),
    error: (error: unknown, fallback: string) => localiseError(error, i18n.language, fallback),
    fields: (error: unknown) => localiseFieldErrors(error, i18n.language),
    issue: (issue: { readonly message: string } | undefined) => localiseIssue(issue, i18n.language),
  };
}
