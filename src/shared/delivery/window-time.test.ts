import { describe, expect, it } from 'vitest';
import { formatClock, formatWindowDay, formatWindowTimes, windowText } from './window-time';

describe('formatClock: 12-hour in English, 24-hour in Portuguese', () => {
  it.each([
    ['00:00', '12:00 AM', '00:00'],
    ['00:30', '12:30 AM', '00:30'],
    ['09:00', '9:00 AM', '09:00'],
    ['11:59', '11:59 AM', '11:59'],
    ['12:00', '12:00 PM', '12:00'],
    ['13:05', '1:05 PM', '13:05'],
    ['19:00', '7:00 PM', '19:00'],
    ['23:45', '11:45 PM', '23:45'],
  ])('%s → %s / %s', (time, en, pt) => {
    expect(formatClock(time, 'en')).toBe(en);
    expect(formatClock(time, 'pt-BR')).toBe(pt);
  });

  it('leaves a text that is not a time as it is', () => {
    expect(formatClock('noon', 'en')).toBe('noon');
  });
});

describe('windows and days', () => {
  it('a window in each language', () => {
    expect(formatWindowTimes('09:00', '12:00', 'en')).toBe('9:00 AM – 12:00 PM');
    expect(formatWindowTimes('09:00', '12:00', 'pt-BR')).toBe('09:00–12:00');
  });

  it('the day and the whole window', () => {
    expect(formatWindowDay('2026-11-24', 'en')).toBe('Tuesday, Nov 24');
    expect(formatWindowDay('2026-11-24', 'pt-BR')).toBe('terça-feira, 24/11');
    expect(windowText('2026-11-24', '16:00', '19:00', 'en')).toBe('Tuesday, Nov 24 · 4:00 PM – 7:00 PM');
    expect(windowText('2026-11-24', '09:00', '12:00')).toBe('terça-feira, 24/11 · 09:00–12:00');
  });
});
