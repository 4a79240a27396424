import { describe, expect, it } from 'vitest';
import { KEYS } from '../messages';
import { COUNTRIES } from './countries';
import { PHONE_INVALID_FOR_COUNTRY_MESSAGE, phoneInputSchema } from './schemas';

describe('phoneInputSchema', () => {
  it.each([
    [
      { country: 'BR', phone: '' },
      { country: 'BR', phone: null },
    ],
    [
      { country: 'BR', phone: '   ' },
      { country: 'BR', phone: null },
    ],
    [{ country: 'BR' }, { country: 'BR', phone: null }],
    [
      { country: 'US', phone: null },
      { country: 'US', phone: null },
    ],
    [
      { country: 'BR', phone: ' (11) 98765-4321 ' },
      { country: 'BR', phone: '11987654321' },
    ],
    [
      { country: 'BR', phone: '(11) 3333-4444' },
      { country: 'BR', phone: '1133334444' },
    ],
    [
      { country: 'BR', phone: '+55 11 98765-4321' },
      { country: 'BR', phone: '11987654321' },
    ],
    [
      { country: 'US', phone: '(404) 555-0123' },
      { country: 'US', phone: '4045550123' },
    ],
    [
      { country: 'US', phone: '+1 404.555.0123' },
      { country: 'US', phone: '4045550123' },
    ],
    [
      { country: 'CL', phone: '9 8765 4321' },
      { country: 'CL', phone: '987654321' },
    ],
    [
      { country: 'AR', phone: '9 11 2345-6789' },
      { country: 'AR', phone: '91123456789' },
    ],
    [
      { country: 'GY', phone: '609 1234' },
      { country: 'GY', phone: '6091234' },
    ],
  ])('accepts %j → %j', (input, output) => {
    expect(phoneInputSchema.parse(input)).toEqual(output);
  });

  it.each([
    { country: 'BR', phone: '123' },
    { country: 'BR', phone: '(11) 98765-43210' },
    { country: 'BR', phone: '5511987654321' },
    { country: 'US', phone: '1 404 555 0123' },
    { country: 'CL', phone: '(11) 98765-4321' },
    { country: 'UY', phone: '912345678' },
    { country: 'BR', phone: 'abc' },
    { country: 'BR', phone: '11a98765-4321' },
  ])('refuses %j with the country message on the phone field', (input) => {
    const result = phoneInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['phone'], message: KEYS.phone.invalidForCountry }),
    ]);
  });

  it.each([{ country: 'XX', phone: '' }, { phone: '11987654321' }, { country: 'br', phone: '' }])(
    'refuses an unknown country %j',
    (input) => {
      const result = phoneInputSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({
        path: ['country'],
        message: KEYS.phone.countryInvalid,
      });
    },
  );

  it.each(COUNTRIES.map((c) => [c.code, c.placeholder] as const))(
    '%s accepts its placeholder %j',
    (code, sample) => {
      expect(phoneInputSchema.safeParse({ country: code, phone: sample }).success).toBe(true);
    },
  );

  it('keeps the Portuguese message verbatim', () => {
    expect(PHONE_INVALID_FOR_COUNTRY_MESSAGE).toBe('Telefone inválido para o país selecionado');
  });
});
