import { describe, expect, it } from 'vitest';
import type { FulfilmentSettings } from './settings';
import { availableWindows, bookingKey, checkWindow, type WindowRefusal } from './windows';
import { addDays, localParts, zonedInstant } from './zoned-time';
import { normalizeZip, zoneForZip } from './zones';

const settings: FulfilmentSettings = {
  timeZone: 'America/New_York',
  pickup: {
    enabled: true,
    address: '1 Main St, Marietta, GA 30060',
    hours: 'Seg–Sáb',
    hoursEn: 'Mon–Sat',
    schedule: {
      weekdays: [1, 2, 3, 4, 5, 6],
      windows: [{ id: 'p-am', start: '10:00', end: '13:00', capacity: 5 }],
    },
  },
  delivery: {
    enabled: true,
    zones: [
      { id: 'near', name: 'Marietta', zips: [], prefixes: ['3006'], feeCents: 999, minimumOrderCents: 5000 },
      {
        id: 'metro',
        name: 'Metro',
        zips: [],
        prefixes: ['300', '301'],
        feeCents: 1499,
        minimumOrderCents: 8000,
      },
      { id: 'special', name: 'Special', zips: ['30339'], prefixes: [], feeCents: 500, minimumOrderCents: 0 },
    ],
    // Tuesday, Thursday, Saturday.
    schedule: {
      weekdays: [2, 4, 6],
      windows: [
        { id: 'am', start: '09:00', end: '12:00', capacity: 2 },
        { id: 'pm', start: '14:00', end: '18:00', capacity: 3 },
      ],
    },
  },
  cutoffTime: '18:00',
  leadTimeHours: 12,
  horizonDays: 7,
  closedDates: [],
};

describe('zoneForZip', () => {
  it.each([
    ['30062', 'near'],
    ['30062-1234', 'near'],
    [' 30060 ', 'near'],
    ['30101', 'metro'],
    ['30301', null],
    ['30114', 'metro'],
    ['30339', 'special'],
    ['30501', null],
    ['90210', null],
    ['3006', null],
    ['abcde', null],
  ])('%s → %s', (zip, zone) => {
    expect(zoneForZip(settings.delivery.zones, zip)?.id ?? null).toBe(zone);
  });

  it('normalizes ZIP+4 and refuses anything else', () => {
    expect(normalizeZip('30062-0001')).toBe('30062');
    expect(normalizeZip('300621')).toBeNull();
  });
});

describe('zoned time (America/New_York)', () => {
  it.each([
    // EST (UTC−5) and EDT (UTC−4), and the days daylight saving starts and ends.
    ['2026-11-24', '09:00', '2026-11-24T14:00:00.000Z'],
    ['2026-07-10', '09:00', '2026-07-10T13:00:00.000Z'],
    ['2026-03-08', '09:00', '2026-03-08T13:00:00.000Z'],
    ['2026-11-01', '09:00', '2026-11-01T14:00:00.000Z'],
  ])('%s %s → %s', (date, time, iso) => {
    expect(zonedInstant(date, time, 'America/New_York').toISOString()).toBe(iso);
  });

  it('reads the local date, not the UTC one', () => {
    // 02:00 UTC on the 24th is still the evening of the 23rd in Georgia.
    expect(localParts(new Date('2026-11-24T02:00:00Z'), 'America/New_York')).toEqual({
      date: '2026-11-23',
      weekday: 1,
      minutes: 21 * 60,
    });
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

// Monday 23 Nov 2026, 10:00 in Georgia (15:00 UTC).
const mondayMorning = new Date('2026-11-23T15:00:00Z');
// Monday 23 Nov 2026, 19:00 in Georgia: past the 18:00 cutoff for Tuesday.
const mondayEvening = new Date('2026-11-24T00:00:00Z');

describe('checkWindow', () => {
  const rows: [string, string, string, Date, number, WindowRefusal | 'ok'][] = [
    ['open Tuesday morning, ordered Monday 10:00', '2026-11-24', 'am', mondayMorning, 0, 'ok'],
    ['Tuesday after the Monday 18:00 cutoff', '2026-11-24', 'pm', mondayEvening, 0, 'past_cutoff'],
    ['Thursday after the Monday cutoff is fine', '2026-11-26', 'am', mondayEvening, 0, 'ok'],
    ['Wednesday is closed', '2026-11-25', 'am', mondayMorning, 0, 'closed_day'],
    ['today is never offered', '2026-11-23', 'pm', mondayMorning, 0, 'too_soon'],
    ['a past date', '2026-11-17', 'pm', mondayMorning, 0, 'too_soon'],
    ['beyond the 7-day horizon', '2026-12-01', 'am', mondayMorning, 0, 'too_far'],
    ['last place left', '2026-11-24', 'am', mondayMorning, 1, 'ok'],
    ['full window', '2026-11-24', 'am', mondayMorning, 2, 'full'],
    ['unknown window id', '2026-11-24', 'night', mondayMorning, 0, 'unknown_window'],
    ['malformed date', '24/11/2026', 'am', mondayMorning, 0, 'unknown_window'],
  ];
  it.each(rows)('%s', (_label, date, windowId, now, booked, expected) => {
    const result = checkWindow(settings, 'delivery', date, windowId, now, booked);
    expect(result.ok ? 'ok' : result.reason).toBe(expected);
  });

  it('the lead time refuses a window that starts too soon even before the cutoff', () => {
    const lead = { ...settings, leadTimeHours: 24 };
    // Monday 10:00 → Tuesday 09:00 is 23 h away; Tuesday 14:00 is 28 h away.
    expect(checkWindow(lead, 'delivery', '2026-11-24', 'am', mondayMorning, 0)).toEqual({
      ok: false,
      reason: 'too_soon',
    });
    expect(checkWindow(lead, 'delivery', '2026-11-24', 'pm', mondayMorning, 0).ok).toBe(true);
  });

  it('pickup uses its own days and windows', () => {
    expect(checkWindow(settings, 'pickup', '2026-11-25', 'p-am', mondayMorning, 0).ok).toBe(true);
    expect(checkWindow(settings, 'pickup', '2026-11-25', 'am', mondayMorning, 0)).toEqual({
      ok: false,
      reason: 'unknown_window',
    });
  });
});

describe('availableWindows', () => {
  it('lists open, not-full windows up to the horizon, with places left', () => {
    const booked = new Map([
      [bookingKey('2026-11-24', 'am'), 2],
      [bookingKey('2026-11-26', 'pm'), 1],
    ]);
    const slots = availableWindows(settings, 'delivery', mondayMorning, booked);
    expect(slots.map((s) => `${s.date} ${s.windowId} ${s.remaining}`)).toEqual([
      '2026-11-24 pm 3',
      '2026-11-26 am 2',
      '2026-11-26 pm 2',
      '2026-11-28 am 2',
      '2026-11-28 pm 3',
    ]);
  });

  it('after the cutoff the next day disappears', () => {
    const slots = availableWindows(settings, 'delivery', mondayEvening, new Map());
    expect(slots.some((s) => s.date === '2026-11-24')).toBe(false);
    expect(slots[0]?.date).toBe('2026-11-26');
  });
});

describe('closed days (holidays)', () => {
  // Thursday 26 Nov 2026 (Thanksgiving) closed; the other days as the weekly schedule says.
  const holiday = { ...settings, closedDates: ['2026-11-26'] };
  const rows: [string, FulfilmentSettings, 'delivery' | 'pickup', string, string, WindowRefusal | 'ok'][] = [
    ['an open weekday that is closed', holiday, 'delivery', '2026-11-26', 'am', 'closed_day'],
    ['the same day without the holiday', settings, 'delivery', '2026-11-26', 'am', 'ok'],
    ['the day before stays open', holiday, 'delivery', '2026-11-24', 'am', 'ok'],
    ['the day after stays open (Saturday)', holiday, 'delivery', '2026-11-28', 'pm', 'ok'],
    ['pickup is closed that day too', holiday, 'pickup', '2026-11-26', 'p-am', 'closed_day'],
    ['pickup the next day is open', holiday, 'pickup', '2026-11-27', 'p-am', 'ok'],
  ];
  it.each(rows)('%s', (_label, s, fulfilment, date, windowId, expected) => {
    const result = checkWindow(s, fulfilment, date, windowId, mondayMorning, 0);
    expect(result.ok ? 'ok' : result.reason).toBe(expected);
  });

  it('the picker skips a closed day and nothing else', () => {
    const open = availableWindows(settings, 'delivery', mondayMorning, new Map()).map((s) => s.date);
    const closed = availableWindows(holiday, 'delivery', mondayMorning, new Map()).map((s) => s.date);
    expect(open).toContain('2026-11-26');
    expect(closed).not.toContain('2026-11-26');
    expect(closed).toEqual(open.filter((d) => d !== '2026-11-26'));
  });
});
