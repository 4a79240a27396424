import { describe, expect, it } from 'vitest';
import { type OpeningHours, openingHoursSchema, windowWithinHours } from './opening-hours';
import type { FulfilmentSettings } from './settings';
import { availableWindows, checkWindow } from './windows';

/** The demo shop's hours: closed Monday, Tuesday–Saturday 09:00–20:00, Sunday 10:00–15:00. */
const HOURS: OpeningHours = [
  { day: 0, open: '10:00', close: '15:00' },
  { day: 2, open: '09:00', close: '20:00' },
  { day: 3, open: '09:00', close: '20:00' },
  { day: 4, open: '09:00', close: '20:00' },
  { day: 5, open: '09:00', close: '20:00' },
  { day: 6, open: '09:00', close: '20:00' },
];

const PICKUP = [
  { start: '10:00', end: '13:00' },
  { start: '13:00', end: '16:00' },
  { start: '16:00', end: '19:00' },
];
const DELIVERY = [
  { start: '09:00', end: '12:00' },
  { start: '13:00', end: '17:00' },
  { start: '17:00', end: '20:00' },
];

const fits = (windows: { start: string; end: string }[], day: number) =>
  windows.map((w) => windowWithinHours(HOURS, day, w));

describe('windowWithinHours: each weekday, each window', () => {
  it.each([
    // weekday, pickup 10–13 / 13–16 / 16–19, delivery 09–12 / 13–17 / 17–20
    [0, 'Sunday (10:00–15:00)', [true, false, false], [false, false, false]],
    [1, 'Monday (closed)', [false, false, false], [false, false, false]],
    [2, 'Tuesday (09:00–20:00)', [true, true, true], [true, true, true]],
    [3, 'Wednesday', [true, true, true], [true, true, true]],
    [4, 'Thursday', [true, true, true], [true, true, true]],
    [5, 'Friday', [true, true, true], [true, true, true]],
    [6, 'Saturday', [true, true, true], [true, true, true]],
  ])('%i %s', (day, _name, pickup, delivery) => {
    expect(fits(PICKUP, day)).toEqual(pickup);
    expect(fits(DELIVERY, day)).toEqual(delivery);
  });

  it.each([
    [{ start: '10:00', end: '15:00' }, true, 'exactly the hours'],
    [{ start: '09:59', end: '12:00' }, false, 'starts a minute before opening'],
    [{ start: '14:00', end: '15:01' }, false, 'ends a minute after closing'],
    [{ start: '15:00', end: '16:00' }, false, 'starts at closing'],
  ])('Sunday %o → %s (%s)', (window, expected) => {
    expect(windowWithinHours(HOURS, 0, window)).toBe(expected);
  });

  it('a store with no hours kept is not restricted by them (settings saved before)', () => {
    expect(windowWithinHours(undefined, 1, { start: '16:00', end: '19:00' })).toBe(true);
    expect(windowWithinHours([], 2, { start: '10:00', end: '13:00' })).toBe(false);
  });
});

describe('openingHoursSchema', () => {
  it('refuses a day closing before it opens, and a day given twice', () => {
    const bad = openingHoursSchema.safeParse([
      { day: 0, open: '15:00', close: '10:00' },
      { day: 2, open: '09:00', close: '20:00' },
      { day: 2, open: '10:00', close: '18:00' },
    ]);
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['0.close', 'stores.hoursCloseBeforeOpen'],
      ['2.day', 'stores.hoursDayRepeated'],
    ]);
    expect(openingHoursSchema.safeParse(HOURS).success).toBe(true);
  });
});

describe('the checkout offers, and placement accepts, only windows inside the hours', () => {
  const settings: FulfilmentSettings = {
    timeZone: 'America/New_York',
    pickup: {
      enabled: true,
      address: '1255 Roswell Rd',
      hours: 'x',
      hoursEn: 'x',
      schedule: {
        weekdays: [0, 2, 3, 4, 5, 6],
        windows: PICKUP.map((w, i) => ({ ...w, id: `p${i}`, capacity: 5 })),
      },
    },
    delivery: { enabled: false, zones: [], schedule: { weekdays: [], windows: [] } },
    cutoffTime: '18:00',
    leadTimeHours: 0,
    horizonDays: 7,
    closedDates: [],
    openingHours: HOURS,
  };
  // Monday 2026-11-23, noon in Georgia: the week ahead runs Tuesday 24 to Monday 30.
  const now = new Date('2026-11-23T17:00:00Z');

  it('Sunday 29 offers the morning pickup only; Tuesday all three', () => {
    const slots = availableWindows(settings, 'pickup', now, new Map());
    const on = (date: string) => slots.filter((s) => s.date === date).map((s) => s.windowId);
    expect(on('2026-11-29')).toEqual(['p0']);
    expect(on('2026-11-24')).toEqual(['p0', 'p1', 'p2']);
  });

  it('a Sunday 16:00–19:00 pickup is refused with its own reason', () => {
    expect(checkWindow(settings, 'pickup', '2026-11-29', 'p2', now, 0)).toEqual({
      ok: false,
      reason: 'outside_hours',
    });
    expect(checkWindow(settings, 'pickup', '2026-11-29', 'p0', now, 0).ok).toBe(true);
  });
});
