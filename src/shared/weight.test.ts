import { describe, expect, it } from 'vitest';
import { formatWeight } from './weight';

describe('formatWeight (SPEC §9)', () => {
  it.each([
    [0.5, 'pt-BR', '500 g'],
    [0.25, 'pt-BR', '250 g'],
    [0.999, 'pt-BR', '999 g'],
    [1, 'pt-BR', '1 kg'],
    [2, 'pt-BR', '2 kg'],
    [1.5, 'pt-BR', '1,5 kg'],
    [1.25, 'pt-BR', '1,3 kg'],
    [1.5, 'en', '1.5 kg'],
    [12, 'en', '12 kg'],
  ])('%d kg in %s → %s', (kg, locale, text) => {
    expect(formatWeight(kg, locale)).toBe(text);
  });

  it('shows nothing for impossible weights', () => {
    expect(formatWeight(Number.NaN)).toBe('');
    expect(formatWeight(-1)).toBe('');
  });
});
