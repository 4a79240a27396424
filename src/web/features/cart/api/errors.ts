import type { TFunction } from 'i18next';
import { CART_MESSAGES } from '../../../../shared/cart/rules';
import { ApiError } from '../../../lib/api-client';

type RuleKey = keyof typeof CART_MESSAGES;
const RULE_BY_MESSAGE = new Map(Object.entries(CART_MESSAGES).map(([key, text]) => [text, key as RuleKey]));

/**
 * The reason under a failure toast: the SPEC §5.2 rule the server gave, in the visitor's language;
 * any other refusal as the server worded it; nothing for network failures (the title says enough).
 */
export function failureReason(error: unknown, t: TFunction<'cart'>): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const rule = RULE_BY_MESSAGE.get(error.message as (typeof CART_MESSAGES)[RuleKey]);
  if (rule) return t(`rules.${rule}`);
  return error.status >= 500 ? undefined : error.message;
}
