import { describe, expect, it } from 'vitest';
import { FOLD_FROM, FOLD_TO, foldSearch, searchDigits } from './user-search';

describe('the users search folding (decision 047)', () => {
  it('maps every letter of its table to one letter', () => {
    expect([...FOLD_FROM]).toHaveLength([...FOLD_TO].length);
  });

  it.each([
    ['JOSÉ', 'jose'],
    ['Conceição', 'conceicao'],
    ['ÂNGELA Müller', 'angela muller'],
    ['ana.souza@Example.com', 'ana.souza@example.com'],
    ['50%_off', '50%_off'],
  ])('folds %s to %s', (input, folded) => {
    expect(foldSearch(input)).toBe(folded);
  });

  it.each([
    ['(404) 555-0177', '4045550177'],
    ['+1 404', '1404'],
    ['ana', ''],
  ])('keeps the digits of %s', (input, digits) => {
    expect(searchDigits(input)).toBe(digits);
  });
});
