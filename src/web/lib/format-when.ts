import { SHOP_TIME_ZONE } from '@/shared/messaging/templates';

/** An instant (a sign-in, an account's creation) on the shop's clock, in the reader's language. */
export function formatWhen(iso: string, language: string, withTime = true): string {
  return new Intl.DateTimeFormat(language, {
    timeZone: SHOP_TIME_ZONE,
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
  }).format(new Date(iso));
}
