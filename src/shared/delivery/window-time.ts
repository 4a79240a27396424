import type { Language } from '../i18n/language';

/** A screen passes i18next's language ("en", "pt-BR"); anything English reads English. */
const english = (language: Language | string) => language.toLowerCase().startsWith('en');

/**
 * How a window's times read (issue 38): a 12-hour clock in English ("9:00 AM – 12:00 PM"), the
 * 24-hour one in Portuguese ("09:00–12:00"). Written by hand rather than with Intl, whose English
 * puts a narrow no-break space before "AM" on some ICU versions and not on others.
 */
export function formatClock(hhmm: string, language: Language | string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(hhmm);
  if (!match || !english(language)) return hhmm;
  const hours = Number(match[1]);
  const suffix = hours < 12 || hours === 24 ? 'AM' : 'PM';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${match[2]} ${suffix}`;
}

/** A window's start and end: "9:00 AM – 12:00 PM" in English, "09:00–12:00" in Portuguese. */
export function formatWindowTimes(start: string, end: string, language: Language | string): string {
  return english(language)
    ? `${formatClock(start, language)} – ${formatClock(end, language)}`
    : `${start}–${end}`;
}

const dayFormats = {
  'pt-BR': new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'UTC',
    weekday: 'long',
    day: '2-digit',
    month: '2-digit',
  }),
  en: new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'short', day: 'numeric' }),
} as const;

/** "terça-feira, 24/11" or "Tuesday, Nov 24" (a calendar date, so it is read in UTC). */
export function formatWindowDay(date: string, language: Language | string): string {
  return dayFormats[english(language) ? 'en' : 'pt-BR'].format(new Date(`${date}T12:00:00Z`));
}

/** A window in a message: "terça-feira, 24/11 · 09:00–12:00", "Tuesday, Nov 24 · 9:00 AM – 12:00 PM". */
export function windowText(
  date: string,
  start: string,
  end: string,
  language: Language | string = 'pt-BR',
): string {
  return `${formatWindowDay(date, language)} · ${formatWindowTimes(start, end, language)}`;
}
