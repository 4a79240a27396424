import { SHOP_TIME_ZONE } from '../messaging/templates';

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
