import { MESSAGES, renderMessage } from '../messages';
import { SHOP_TIME_ZONE } from '../messaging/templates';

/** Portuguese texts of the account API (the catalogue's `auth` group, decision 023). */
export const authMessages = MESSAGES.auth;

const timeFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: SHOP_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "14:05": when a blocked caller may try again, on the shop's clock (Georgia, America/New_York). */
export function formatRetryTime(at: Date): string {
  return timeFormat.format(at);
}

/** §8.1 texts as templates: `{time}` is when the caller may try again (formatRetryTime). */
export const rateLimitTemplates = MESSAGES.rateLimit;

/** The parameters of a §8.1 refusal: the time on the shop's clock. */
export const retryParams = (at: Date) => ({ time: formatRetryTime(at) });

/** §8.1 texts, {time} filled (what the body's `message` says). */
export const rateLimitMessages = {
  login: (at: Date) => renderMessage('rateLimit.login', retryParams(at)),
  blocked: (at: Date) => renderMessage('rateLimit.blocked', retryParams(at)),
  limited: (at: Date) => renderMessage('rateLimit.limited', retryParams(at)),
} as const;
