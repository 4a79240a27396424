import { describe, expect, it } from 'vitest';
import {
  asExtraBasis,
  type ExtraBasis,
  extraChargeCents,
  extraQuantity,
  extrasChargeCents,
} from './extra-basis';
import { extraWithBasis } from './extra-basis-words';

describe('extraQuantity / extraChargeCents (decision 111)', () => {
  const table: [ExtraBasis, number, number, number][] = [
    // basis, line quantity, extra quantity, charge of a 250-cent extra
    ['line', 1, 1, 250],
    ['line', 3, 1, 250],
    ['line', 99, 1, 250],
    ['piece', 1, 1, 250],
    ['piece', 3, 3, 750],
    ['piece', 99, 99, 24750],
    ['line', 0, 0, 0],
    ['piece', 0, 0, 0],
    ['piece', -2, 0, 0],
    ['line', -1, 0, 0],
  ];
  it.each(table)('%s extra on a line of %d → %d (%d cents)', (basis, line, quantity, cents) => {
    expect(extraQuantity(basis, line)).toBe(quantity);
    expect(extraChargeCents({ basis, unitPriceCents: 250 }, line)).toBe(cents);
  });

  it('adds a line of extras of both kinds', () => {
    const extras = [
      { basis: 'line' as const, unitPriceCents: 300 },
      { basis: 'piece' as const, unitPriceCents: 200 },
    ];
    expect(extrasChargeCents(extras, 1)).toBe(500);
    expect(extrasChargeCents(extras, 4)).toBe(300 + 800);
    expect(extrasChargeCents([], 4)).toBe(0);
  });

  it.each([
    ['piece', 'piece'],
    ['line', 'line'],
    [null, 'line'],
    ['unit', 'line'],
    [undefined, 'line'],
  ])('reads the stored basis %s as %s', (stored, basis) => {
    expect(asExtraBasis(stored)).toBe(basis);
  });
});

describe('extraWithBasis (how a line names its extras)', () => {
  it.each([
    ['Embalar a vácuo', 'piece', 3, 'pt-BR', 'Embalar a vácuo (por peça × 3)'],
    ['Vacuum-packed', 'piece', 1, 'en', 'Vacuum-packed (per piece × 1)'],
    ['Tempero da casa', 'line', 1, 'pt-BR', 'Tempero da casa (uma vez, qualquer quantidade)'],
    ['House seasoning', 'line', 1, 'en', 'House seasoning (once, any quantity)'],
  ] as const)('%s, %s × %d in %s', (name, basis, quantity, language, text) => {
    expect(extraWithBasis(name, { basis, quantity }, language)).toBe(text);
  });
});
