import { describe, expect, it } from 'vitest';
import { hasUuidShape, uuidSchema } from './ids';

const v4 = '0b7d8a3e-6a8f-4b7e-9f4e-2c1d3b5a6e7f';
const hexButNotRfc = 'aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaaa';

describe('ids', () => {
  it.each([
    [v4, true],
    [v4.toUpperCase(), true],
    [hexButNotRfc, false],
    ['not-an-id', false],
    ['', false],
  ])('uuidSchema reads %j: %s', (value, ok) => {
    expect(uuidSchema().safeParse(value).success).toBe(ok);
  });

  it('refuses with the message it is given', () => {
    const result = uuidSchema('Loja inválida.').safeParse('x');
    expect(result.error?.issues[0]?.message).toBe('Loja inválida.');
  });

  it.each([
    [v4, true],
    [v4.toUpperCase(), true],
    [hexButNotRfc, true],
    [`${v4} `, false],
    ['not-an-id', false],
  ])('hasUuidShape(%j) is %s', (value, shaped) => {
    expect(hasUuidShape(value)).toBe(shaped);
  });
});
