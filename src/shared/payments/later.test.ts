import { describe, expect, it } from 'vitest';
import { cardTimingFor, HOLD_LIFE_DAYS, holdDueAt } from './later';

const at = (iso: string) => new Date(iso);
const CHECKOUT = '2026-11-23T15:00:00Z';

describe('cardTimingFor: hold at checkout, or save the card for a window more than 6 days ahead', () => {
  it.each([
    ['the same day', '2026-11-23T18:00:00Z', 'hold'],
    ['tomorrow', '2026-11-24T14:00:00Z', 'hold'],
    ['6 days ahead to the minute', '2026-11-29T15:00:00Z', 'hold'],
    ['6 days and one minute ahead', '2026-11-29T15:01:00Z', 'save_card'],
    ['7 days ahead', '2026-11-30T15:00:00Z', 'save_card'],
    ['a holiday pre-order a month ahead', '2026-12-24T14:00:00Z', 'save_card'],
    ['a window already started', '2026-11-23T14:00:00Z', 'hold'],
  ])('%s → %s', (_name, window, expected) => {
    expect(cardTimingFor(at(CHECKOUT), at(window))).toBe(expected);
  });
});

describe('holdDueAt: 2 days before the window starts, never before checkout', () => {
  it.each([
    ['7 days ahead', '2026-11-30T15:00:00Z', '2026-11-28T15:00:00.000Z'],
    ['a month ahead', '2026-12-24T14:00:00Z', '2026-12-22T14:00:00.000Z'],
    ['1 day ahead (only if asked)', '2026-11-24T15:00:00Z', CHECKOUT.replace('Z', '.000Z')],
  ])('%s → %s', (_name, window, expected) => {
    expect(holdDueAt(at(CHECKOUT), at(window)).toISOString()).toBe(expected);
  });

  it('a hold placed when due outlives the start of its window by the rest of its life', () => {
    for (const days of [6.01, 7, 10, 30, 60]) {
      const window = new Date(at(CHECKOUT).getTime() + days * 86_400_000);
      expect(cardTimingFor(at(CHECKOUT), window)).toBe('save_card');
      const due = holdDueAt(at(CHECKOUT), window);
      const holdEnds = due.getTime() + HOLD_LIFE_DAYS * 86_400_000;
      expect(holdEnds - window.getTime()).toBe(5 * 86_400_000);
    }
  });
});
