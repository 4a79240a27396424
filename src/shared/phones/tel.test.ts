import { describe, expect, it } from 'vitest';
import { telHref } from './tel';

describe('telHref', () => {
  it('keeps the "+" and the digits of a phone however it is written', () => {
    expect(telHref('+1 (404) 555-0134')).toBe('tel:+14045550134');
    expect(telHref('+16785550142')).toBe('tel:+16785550142');
  });
});
