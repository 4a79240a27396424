import { describe, expect, it } from 'vitest';
import { displayPhone } from './format';

describe('displayPhone', () => {
  it.each([
    ['+16785550142', '+1 (678) 555-0142'],
    ['+1 (404) 555-0134', '+1 (404) 555-0134'],
    ['+5511987654321', '+55 (11) 98765-4321'],
    ['+551133334444', '+55 (11) 3333-4444'],
    [' +16785550142 ', '+1 (678) 555-0142'],
  ])('formats %s as %s', (stored, shown) => {
    expect(displayPhone(stored)).toBe(shown);
  });

  it.each([
    ['(404) 555-0134', 'no country code: as written'],
    ['+1678555014', 'one digit short for its country'],
    ['+99912345678', 'a code outside the table'],
    ['', 'nothing'],
  ])('leaves %s as written (%s)', (stored) => {
    expect(displayPhone(stored)).toBe(stored.trim());
  });
});
