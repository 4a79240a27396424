import { gramsToCentiLb } from '@/shared/units';

/** Numbers and days as the interface language writes them. */
export function useFormats(language: string) {
  const locale = language.startsWith('en') ? 'en-US' : 'pt-BR';
  const short = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const kg = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
  const lb = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const int = new Intl.NumberFormat(locale);
  const at = (day: string) => new Date(`${day}T12:00:00Z`);
  return {
    /** "23/11" (pt-BR) or "11/23" (en). */
    shortDay: (day: string) => short.format(at(day)),
    /** "segunda-feira, 23 de novembro". */
    longDay: (day: string) => long.format(at(day)),
    kg: (n: number) => kg.format(n),
    /** Kilograms written in pounds, two decimals (an imperial shop, decision 084). */
    lb: (n: number) => lb.format(gramsToCentiLb(Math.round(n * 1000)) / 100),
    int: (n: number) => int.format(n),
  };
}
