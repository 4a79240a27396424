import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '@/shared/phones/countries';
import { phone as en } from './en/phone';
import { phone as pt } from './pt-BR/phone';

/** The dictionaries spell the §3.7 country names; the table stays the source, checked here. */
describe('phone dictionaries', () => {
  it.each(COUNTRIES.map((c) => [c.code, c.name.pt, c.name.en] as const))(
    '%s is %s / %s',
    (code, ptName, enName) => {
      expect(pt.countries[code]).toBe(ptName);
      expect(en.countries[code]).toBe(enName);
    },
  );

  it('name every country of the table and nothing else', () => {
    const codes = COUNTRIES.map((c) => c.code).sort();
    expect(Object.keys(pt.countries).sort()).toEqual(codes);
    expect(Object.keys(en.countries).sort()).toEqual(codes);
  });
});
