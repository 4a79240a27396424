import { describe, expect, it } from 'vitest';
import { generalSettingsSchema, schemaOf } from '../settings/schemas';
import { formatTolerancePct, parseTolerancePct, toleranceFromSetting } from './weighing-types';

describe('the weighing tolerance setting (decision 051)', () => {
  it.each([
    ['0', 0],
    ['10', 10],
    ['12,5', 12.5],
    ['12.5', 12.5],
    [' 7 ', 7],
    ['50', 50],
    ['50,0', 50],
    ['05', 5],
  ])('%s → %d', (text, pct) => {
    expect(parseTolerancePct(text)).toBe(pct);
  });

  it.each(['', '-1', '50,1', '51', '100', '12,55', '1e1', '10 %', 'dez', '.5', '12,'])(
    'refuses %j',
    (text) => {
      expect(parseTolerancePct(text)).toBeNull();
    },
  );

  it('the key schema stores a dot and refuses with its own message', () => {
    const schema = schemaOf('general', 'weighing_tolerance_pct');
    expect(schema.parse('12,5')).toBe('12.5');
    expect(schema.parse('08')).toBe('8');
    const refused = schema.safeParse('60');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('settings.toleranceInvalid');
    expect(generalSettingsSchema.shape.weighing_tolerance_pct).toBe(schema);
  });

  it('an unset or unreadable stored value falls back to 10 %', () => {
    expect(toleranceFromSetting(undefined)).toBe(10);
    expect(toleranceFromSetting(null)).toBe(10);
    expect(toleranceFromSetting('abc')).toBe(10);
    expect(toleranceFromSetting('7.5')).toBe(7.5);
  });

  it('reads in the interface language', () => {
    expect(formatTolerancePct(12.5, 'pt-BR')).toBe('12,5');
    expect(formatTolerancePct(12.5, 'en')).toBe('12.5');
    expect(formatTolerancePct(10, 'pt-BR')).toBe('10');
  });
});
