import { describe, expect, it } from 'vitest';
import { KEYS } from '../messages';
import { addressSchema } from '../orders/schemas';
import { US_STATES, usStateCode } from './us-states';

const address = (state: string) => ({ street: '100 Church St', city: 'Marietta', state, zip: '30060' });

describe('US states of a delivery address', () => {
  it('reads a code or a name in any case, and keeps the code', () => {
    expect(usStateCode('GA')).toBe('GA');
    expect(usStateCode(' ga ')).toBe('GA');
    expect(usStateCode('Georgia')).toBe('GA');
    expect(usStateCode('Geórgia')).toBe('GA');
    expect(usStateCode('new  york')).toBe('NY');
    expect(usStateCode('D.C.')).toBe('DC');
    expect(usStateCode('Puerto Rico')).toBe('PR');
    expect(Object.keys(US_STATES)).toHaveLength(56);
  });

  it('refuses what is not a US state', () => {
    for (const written of ['XX', 'São Paulo', 'SP', 'Geórgia do Sul', 'constructor', 'toString'])
      expect(usStateCode(written), written).toBeNull();
  });

  it('the checkout address keeps the code, and says which is wrong', () => {
    expect(addressSchema.parse(address('georgia')).state).toBe('GA');
    const wrong = addressSchema.safeParse(address('XX'));
    expect(wrong.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['state', KEYS.order.stateInvalid],
    ]);
    const empty = addressSchema.safeParse(address(''));
    expect(empty.error?.issues.map((i) => i.message)).toEqual([KEYS.order.stateRequired]);
  });
});
