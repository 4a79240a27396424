import { describe, expect, it } from 'vitest';
import { issueMessage, type MessageKey } from '../messages';
import { type FulfilmentSettingsInput, fulfilmentSettingsSchema, overlappingWindows } from './settings';

const base = (): FulfilmentSettingsInput => ({
  timeZone: 'America/New_York',
  pickup: {
    enabled: true,
    address: '1 Main St',
    hours: 'Seg–Sáb',
    hoursEn: 'Mon–Sat',
    schedule: { weekdays: [1, 2], windows: [{ id: 'p-am', start: '10:00', end: '13:00', capacity: 5 }] },
  },
  delivery: {
    enabled: true,
    zones: [
      { id: 'a', name: 'A', zips: ['30062'], prefixes: ['300'], feeCents: 799, minimumOrderCents: 5000 },
      { id: 'b', name: 'B', zips: [], prefixes: ['301'], feeCents: 0, minimumOrderCents: 0 },
    ],
    schedule: {
      weekdays: [2, 4],
      windows: [
        { id: 'am', start: '09:00', end: '12:00', capacity: 2 },
        { id: 'pm', start: '12:00', end: '17:00', capacity: 3 },
      ],
    },
  },
  cutoffTime: '18:00',
  leadTimeHours: 12,
  horizonDays: 14,
  closedDates: ['2026-12-25'],
});

/** The first issue as `path → key`, or 'ok'. */
function verdict(change: (s: FulfilmentSettingsInput) => void): string {
  const s = structuredClone(base());
  change(s);
  const result = fulfilmentSettingsSchema.safeParse(s);
  if (result.success) return 'ok';
  const issue = result.error.issues[0]!;
  return `${issue.path.join('.')} → ${issueMessage(issue).key}`;
}

describe('fulfilmentSettingsSchema', () => {
  const rows: [string, (s: FulfilmentSettingsInput) => void, string][] = [
    ['the base settings', () => {}, 'ok'],
    [
      'windows that only touch',
      (s) => {
        s.delivery.schedule.windows[1]!.start = '12:00';
      },
      'ok',
    ],
    [
      'overlapping windows (on the later one)',
      (s) => {
        s.delivery.schedule.windows[1]!.start = '11:00';
      },
      'delivery.schedule.windows.1.start → stores.windowsOverlap',
    ],
    [
      'a window ending before it starts',
      (s) => {
        s.pickup.schedule.windows[0]!.end = '09:00';
      },
      'pickup.schedule.windows.0.end → stores.windowEndsBeforeStart',
    ],
    [
      'a bad time',
      (s) => {
        s.delivery.schedule.windows[0]!.start = '9:00';
      },
      'delivery.schedule.windows.0.start → stores.timeFormat',
    ],
    [
      'a repeated window id',
      (s) => {
        s.delivery.schedule.windows[1]!.id = 'am';
      },
      'delivery.schedule.windows.1.id → stores.duplicateId',
    ],
    [
      'a repeated zone id',
      (s) => {
        s.delivery.zones[1]!.id = 'a';
      },
      'delivery.zones.1.id → stores.duplicateId',
    ],
    [
      "zone 2's bad ZIP",
      (s) => void s.delivery.zones[1]!.zips.push('3006'),
      'delivery.zones.1.zips.0 → stores.zipInvalid',
    ],
    [
      'a bad prefix',
      (s) => {
        s.delivery.zones[0]!.prefixes = ['3a'];
      },
      'delivery.zones.0.prefixes.0 → stores.prefixInvalid',
    ],
    [
      'a negative fee',
      (s) => {
        s.delivery.zones[0]!.feeCents = -1;
      },
      'delivery.zones.0.feeCents → stores.amountNegative',
    ],
    [
      'a fractional minimum',
      (s) => {
        s.delivery.zones[0]!.minimumOrderCents = 10.5;
      },
      'delivery.zones.0.minimumOrderCents → stores.amountInvalid',
    ],
    [
      'zero capacity',
      (s) => {
        s.delivery.schedule.windows[0]!.capacity = 0;
      },
      'delivery.schedule.windows.0.capacity → stores.capacityRange',
    ],
    [
      'a date that does not exist',
      (s) => {
        s.closedDates = ['2026-02-30'];
      },
      'closedDates.0 → stores.dateInvalid',
    ],
    [
      'a date in another format',
      (s) => {
        s.closedDates = ['25/12/2026'];
      },
      'closedDates.0 → stores.dateInvalid',
    ],
    [
      'a repeated date',
      (s) => {
        s.closedDates = ['2026-12-25', '2026-12-25'];
      },
      'closedDates.1 → stores.dateDuplicate',
    ],
    [
      'an unknown time zone',
      (s) => {
        s.timeZone = 'Mars/Olympus';
      },
      'timeZone → stores.timeZoneInvalid',
    ],
    [
      'pickup on without an address',
      (s) => {
        s.pickup.address = '';
      },
      'pickup.address → stores.requiredWhenPickup',
    ],
    [
      'pickup off without an address',
      (s) => {
        s.pickup.enabled = false;
        s.pickup.address = '';
      },
      'ok',
    ],
    [
      'a lead time too long',
      (s) => {
        s.leadTimeHours = 400;
      },
      'leadTimeHours → stores.leadTimeRange',
    ],
    [
      'a zero horizon',
      (s) => {
        s.horizonDays = 0;
      },
      'horizonDays → stores.horizonRange',
    ],
  ];
  it.each(rows)('%s', (_label, change, expected) => {
    expect(verdict(change)).toBe(expected);
  });

  it('reads settings saved before closed days existed, with none', () => {
    const { closedDates: _, ...old } = base();
    expect(fulfilmentSettingsSchema.parse(old).closedDates).toEqual([]);
  });

  it('every message is a message key', () => {
    const bad = fulfilmentSettingsSchema.safeParse({ ...base(), cutoffTime: 7, horizonDays: 'x' });
    const keys = bad.success ? [] : bad.error.issues.map((i) => issueMessage(i).key);
    expect(keys).toEqual<MessageKey[]>(['stores.timeFormat', 'stores.horizonRange']);
  });
});

describe('overlappingWindows', () => {
  it.each([
    [
      [
        ['09:00', '12:00'],
        ['12:00', '15:00'],
      ],
      [],
    ],
    [
      [
        ['09:00', '12:00'],
        ['11:59', '15:00'],
      ],
      [1],
    ],
    [
      [
        ['13:00', '17:00'],
        ['09:00', '12:00'],
        ['10:00', '11:00'],
      ],
      [2],
    ],
    [
      [
        ['09:00', '20:00'],
        ['10:00', '11:00'],
        ['12:00', '13:00'],
      ],
      [1, 2],
    ],
  ] as [string[][], number[]][])('%j → %j', (pairs, expected) => {
    expect(overlappingWindows(pairs.map(([start, end]) => ({ start: start!, end: end! })))).toEqual(expected);
  });
});
