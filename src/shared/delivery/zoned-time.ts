/** Wall-clock arithmetic in the shop's time zone with Intl only (no date library; STACK-NOTES). */

export type LocalParts = { date: string; weekday: number; minutes: number };

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

function parts(instant: Date, timeZone: string) {
  const out: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(instant)) {
    if (p.type !== 'literal') out[p.type] = Number(p.value);
  }
  return out as { year: number; month: number; day: number; hour: number; minute: number; second: number };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar date ("2026-11-23"), weekday and minutes since local midnight of an instant. */
export function localParts(instant: Date, timeZone: string): LocalParts {
  const p = parts(instant, timeZone);
  const date = `${p.year}-${pad(p.month)}-${pad(p.day)}`;
  return { date, weekday: weekdayOf(date), minutes: p.hour * 60 + p.minute };
}

/** 0 = Sunday … 6 = Saturday, for a calendar date. */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1)).getUTCDay();
}

/** A calendar date plus n days. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const t = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + days));
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

export const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/**
 * The instant a local wall-clock time happens ("2026-11-23", "09:00" in New York → 14:00 UTC).
 * The offset is read twice so times next to a daylight-saving change land on the right side.
 */
export function zonedInstant(date: string, hhmm: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const asUtc = Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, 0, minutesOf(hhmm));
  let guess = asUtc;
  for (let i = 0; i < 2; i++) {
    const p = parts(new Date(guess), timeZone);
    const shown = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
    guess += asUtc - shown;
  }
  return new Date(guess);
}
