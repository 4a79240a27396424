import { describe, expect, it } from 'vitest';
import {
  campaignDays,
  campaignPhase,
  campaignToday,
  depositCents,
  placesLeft,
  type Slot,
  slotChangeRefusals,
  slotRefusal,
  soldOutEverywhere,
} from './rules';

const slot = (day: string, variationId: string, capacity: number, taken: number): Slot => ({
  day,
  variationId,
  capacity,
  taken,
});

describe('capacity per day and size', () => {
  it.each([
    ['a place left, one wanted', slot('2026-11-25', 'v', 3, 2), 1, null],
    ['exactly the places left', slot('2026-11-25', 'v', 3, 0), 3, null],
    ['one more than left', slot('2026-11-25', 'v', 3, 1), 3, 'dayFull'],
    ['a full slot', slot('2026-11-25', 'v', 3, 3), 1, 'dayFull'],
    ['capacity 0 (size not served that day)', slot('2026-11-25', 'v', 0, 0), 1, 'dayFull'],
    ['zero wanted', slot('2026-11-25', 'v', 3, 0), 0, 'dayFull'],
    ['no slot: not a day of the campaign', undefined, 1, 'notADay'],
  ] as const)('%s', (_, s, quantity, expected) => {
    expect(slotRefusal(s, quantity)).toBe(expected);
  });

  it.each([
    [5, 2, 3],
    [5, 5, 0],
    [2, 3, 0],
  ])('capacity %i taken %i → %i left', (capacity, taken, left) => {
    expect(placesLeft({ capacity, taken })).toBe(left);
  });

  it('lists the days in order with their sizes, a day sold out when every size is', () => {
    const slots = [
      slot('2026-11-26', 'big', 2, 2),
      slot('2026-11-25', 'big', 2, 1),
      slot('2026-11-25', 'small', 4, 4),
      slot('2026-11-26', 'small', 1, 1),
    ];
    expect(campaignDays(slots)).toEqual([
      {
        day: '2026-11-25',
        sizes: [
          { variationId: 'big', left: 1 },
          { variationId: 'small', left: 0 },
        ],
        soldOut: false,
      },
      {
        day: '2026-11-26',
        sizes: [
          { variationId: 'big', left: 0 },
          { variationId: 'small', left: 0 },
        ],
        soldOut: true,
      },
    ]);
    expect(soldOutEverywhere(slots, 'small')).toBe(true);
    expect(soldOutEverywhere(slots, 'big')).toBe(false);
    expect(soldOutEverywhere(slots, 'other')).toBe(false);
  });
});

describe('order period', () => {
  const c = { active: true, ordersFrom: '2026-11-01', ordersUntil: '2026-11-20' };
  it.each([
    ['before it opens', c, '2026-10-31', 'upcoming'],
    ['on the first day', c, '2026-11-01', 'open'],
    ['on the last day', c, '2026-11-20', 'open'],
    ['after the last day', c, '2026-11-21', 'closed'],
    ['switched off', { ...c, active: false }, '2026-11-10', 'closed'],
  ] as const)('%s', (_, campaign, today, phase) => {
    expect(campaignPhase(campaign, today)).toBe(phase);
  });

  it("counts days on the shop's clock (Georgia)", () => {
    expect(campaignToday(new Date('2026-11-21T03:00:00Z'))).toBe('2026-11-20');
    expect(campaignToday(new Date('2026-11-21T06:00:00Z'))).toBe('2026-11-21');
  });
});

describe('deposit', () => {
  it.each([
    ['none', { kind: 'none', value: 0 }, 10_000, 0],
    ['fixed', { kind: 'fixed', value: 2_000 }, 10_000, 2_000],
    ['fixed above the total', { kind: 'fixed', value: 20_000 }, 10_000, 10_000],
    ['30 %', { kind: 'percent', value: 30 }, 10_000, 3_000],
    ['percent rounds half up', { kind: 'percent', value: 25 }, 1_002, 251],
    ['100 %', { kind: 'percent', value: 100 }, 8_990, 8_990],
    ['empty order', { kind: 'percent', value: 30 }, 0, 0],
  ] as const)('%s', (_, deposit, total, expected) => {
    expect(depositCents(deposit, total)).toBe(expected);
  });
});

describe('changing a campaign with places taken', () => {
  const before = [
    slot('2026-11-25', 'v', 5, 3),
    slot('2026-11-26', 'v', 5, 0),
    slot('2026-11-27', 'v', 5, 1),
  ];
  it('refuses a capacity below the taken count and removing a slot with orders', () => {
    const after = [
      { day: '2026-11-25', variationId: 'v', capacity: 2 },
      // 11-26 removed: no orders, allowed; 11-27 removed: refused.
    ];
    expect(slotChangeRefusals(before, after)).toEqual([
      { day: '2026-11-25', variationId: 'v', reason: 'capacityBelowTaken', taken: 3 },
      { day: '2026-11-27', variationId: 'v', reason: 'slotHasOrders', taken: 1 },
    ]);
  });
  it('accepts a capacity equal to the taken count', () => {
    expect(
      slotChangeRefusals(before, [
        { day: '2026-11-25', variationId: 'v', capacity: 3 },
        { day: '2026-11-27', variationId: 'v', capacity: 9 },
      ]),
    ).toEqual([]);
  });
});
