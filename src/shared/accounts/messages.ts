import { MESSAGES, renderMessage } from '../messages';
import { formatRetryTime } from './retry-time';

/** Portuguese texts of the account API (the catalogue's `auth` group, decision 023). */
export const authMessages = MESSAGES.auth;

// Kept in its own file so the web's first load (the rate-limit toast) reads it without the catalogue.
export { formatRetryTime };

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
