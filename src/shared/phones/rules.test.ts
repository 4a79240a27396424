import { describe, expect, it } from 'vitest';
import type { CountryCode } from './countries';
import {
  applyMask,
  canSendAutomatically,
  digitCountHint,
  formatPhoneInput,
  guessCountry,
  INTERNATIONAL_BLOCKED_MESSAGE,
  isValidPhone,
  isValidTypedPhone,
  nationalDigits,
  onlyDigits,
  toE164,
  typedCountry,
} from './rules';

/** SPEC §5.4 table: "Country | Valid digit counts". */
const SPEC_54: [CountryCode[], number[]][] = [
  [['BR'], [10, 11]],
  [['US', 'CA'], [10]],
  [['AR'], [10, 11]],
  [['CL'], [9]],
  [['CO'], [10]],
  [['PE'], [9]],
  [['UY'], [8]],
  [['PY'], [9]],
  [['BO'], [8]],
  [['EC'], [9]],
  [['VE'], [10]],
  [['MX'], [10]],
  [['GY', 'SR', 'BZ'], [7]],
  [['GF'], [8]],
  [['GT', 'SV', 'HN', 'NI', 'CR', 'PA'], [8]],
];

const digitRows = SPEC_54.flatMap(([codes, valid]) =>
  codes.flatMap((code) => [5, 6, 7, 8, 9, 10, 11, 12, 13].map((n) => [code, n, valid.includes(n)] as const)),
);

describe('isValidPhone (SPEC §5.4)', () => {
  it.each(digitRows)('%s with %i digits → %s', (code, n, expected) => {
    const digits = '9'.repeat(n);
    expect(isValidPhone(digits, code)).toBe(expected);
  });

  it.each([
    ['(11) 98765-4321', 'BR', true],
    ['(11) 3333-4444', 'BR', true],
    ['(404) 555-0123', 'US', true],
    ['9 8765 4321', 'CL', true],
    ['(11) 98765-432', 'BR', true],
    ['(11) 9876-543', 'BR', false],
    ['', 'BR', false],
  ] as const)('counts only the digits of %j for %s → %s', (phone, code, expected) => {
    expect(isValidPhone(phone, code)).toBe(expected);
  });

  it.each([
    ['BR', '10 ou 11 dígitos'],
    ['CL', '9 dígitos'],
    ['GY', '7 dígitos'],
  ] as const)('digitCountHint(%s) → %s', (code, hint) => {
    expect(digitCountHint(code)).toBe(hint);
  });
});

describe('onlyDigits / nationalDigits / toE164', () => {
  it.each([
    ['+55 (11) 98765-4321', '5511987654321'],
    ['tel: 11 a 9', '119'],
    ['', ''],
  ])('onlyDigits(%j) → %s', (input, expected) => {
    expect(onlyDigits(input)).toBe(expected);
  });

  it.each([
    ['+55 11 98765-4321', 'BR', '11987654321'],
    ['55 11 98765-4321', 'BR', '5511987654321'],
    ['(11) 98765-4321', 'BR', '11987654321'],
    ['+1 404 555 0123', 'US', '4045550123'],
    ['+598 9123 4567', 'UY', '91234567'],
    // Typed with another country's "+code": that country's national digits (kept as typed, decision 042).
    ['+54 11 2345-6789', 'BR', '1123456789'],
    ['+1 404 555 0123', 'BR', '4045550123'],
    ['+1 416 555 0123', 'CA', '4165550123'],
  ] as const)('nationalDigits(%j, %s) → %s', (input, code, expected) => {
    expect(nationalDigits(input, code)).toBe(expected);
  });

  it.each([
    ['BR', '(11) 98765-4321', '+5511987654321'],
    ['BR', '+55 11 98765-4321', '+5511987654321'],
    ['US', '(404) 555-0123', '+14045550123'],
    ['PY', '981 123 456', '+595981123456'],
    // A number typed with its own "+code" keeps it, whatever country the field was on.
    ['BR', '+1 (470) 555-0123', '+14705550123'],
    ['US', '+55 11 98765-4321', '+5511987654321'],
    ['CA', '+1 416 555 0123', '+14165550123'],
  ] as const)('toE164(%s, %j) → %s', (code, phone, expected) => {
    expect(toE164(code, phone)).toBe(expected);
  });
});

describe('typedCountry / isValidTypedPhone: an explicit +code wins (decision 042)', () => {
  it.each([
    ['(470) 555-0123', 'US', 'US', true],
    ['(470) 555-0123', 'BR', 'BR', true],
    ['+1 (470) 555-0123', 'BR', 'US', true],
    ['+55 11 98765-4321', 'US', 'BR', true],
    ['+1 416 555 0123', 'CA', 'CA', true],
    ['+1 416 555 0123', 'US', 'US', true],
    ['+55 11 9876', 'US', 'BR', false],
    ['', 'US', 'US', true],
  ] as const)('%j on %s is %s (valid: %s)', (phone, chosen, country, valid) => {
    expect(typedCountry(phone, chosen)).toBe(country);
    if (phone) expect(isValidTypedPhone(phone, chosen)).toBe(valid);
  });
});

describe('guessCountry (SPEC §5.4)', () => {
  it.each([
    ['+595 981 123456', 'PY'],
    ['+598 9123 4567', 'UY'],
    ['+591 7123 4567', 'BO'],
    ['+593 99 123 4567', 'EC'],
    ['+594 694 12 34 56', 'GF'],
    ['+592 609 1234', 'GY'],
    ['+597 741 2345', 'SR'],
    ['+501 622 1234', 'BZ'],
    ['+502 5123 4567', 'GT'],
    ['+507 6123 4567', 'PA'],
    ['+1 404 555 0123', 'US'],
    ['+1 416 555 0123', 'US'],
    ['+55 11 98765-4321', 'BR'],
    ['+54 9 11 2345-6789', 'AR'],
    ['+56 9 8765 4321', 'CL'],
    ['+57 321 123 4567', 'CO'],
    ['+51 912 345 678', 'PE'],
    ['+52 55 1234 5678', 'MX'],
    ['+58 412 123 4567', 'VE'],
    [' (+595) 981 123456', 'PY'],
    ['+44 20 7946 0958', 'BR'],
    ['+', 'BR'],
  ] as const)('with a plus: %j → %s', (input, expected) => {
    expect(guessCountry(input)).toBe(expected);
  });

  it.each([
    ['11987654321', 'BR'],
    ['(11) 3333-4444', 'BR'],
    ['4045550123', 'BR'],
    ['987654321', 'CL'],
    ['595123456', 'CL'],
    ['9123 4567', 'UY'],
    ['609 1234', 'GY'],
    ['123456', 'BR'],
    ['551198765432', 'BR'],
    ['', 'BR'],
  ] as const)('without a plus, by digit count: %j → %s', (input, expected) => {
    expect(guessCountry(input)).toBe(expected);
  });
});

describe('applyMask', () => {
  it.each([
    ['', '(99) 99999-9999', ''],
    ['1', '(99) 99999-9999', '(1'],
    ['11', '(99) 99999-9999', '(11'],
    ['119', '(99) 99999-9999', '(11) 9'],
    ['1198', '(99) 99999-9999', '(11) 98'],
    ['11987654321', '(99) 99999-9999', '(11) 98765-4321'],
    ['119876543210', '(99) 99999-9999', '(11) 98765-4321'],
    ['123', '99-99', '12-3'],
    ['12', '99-99', '12'],
    ['1-2x3', '99-99', '12-3'],
  ])('applyMask(%j, %j) → %j', (digits, mask, expected) => {
    expect(applyMask(digits, mask)).toBe(expected);
  });
});

describe('formatPhoneInput', () => {
  it.each([
    ['1198', 'BR', '(11) 98'],
    ['1133334444', 'BR', '(11) 3333-4444'],
    ['11987654321', 'BR', '(11) 98765-4321'],
    ['1198765432199', 'BR', '(11) 98765-4321'],
    ['+55 11 98765-4321', 'BR', '(11) 98765-4321'],
    ['ab11cd98', 'BR', '(11) 98'],
    ['4045550123', 'US', '(404) 555-0123'],
    ['40455501239', 'US', '(404) 555-0123'],
    ['+1 404 555 0123', 'CA', '(404) 555-0123'],
    ['1123456789', 'AR', '11 2345-6789'],
    ['91123456789', 'AR', '9 11 2345-6789'],
    ['987654321', 'CL', '9 8765 4321'],
    ['912345678', 'UY', '9123 4567'],
    ['6091234', 'GY', '609 1234'],
    ['', 'PA', ''],
  ] as const)('%j typed for %s → %j', (raw, code, expected) => {
    expect(formatPhoneInput(raw, code)).toBe(expected);
  });
});

describe('canSendAutomatically (SPEC §5.5)', () => {
  it.each([
    ['5511987654321', true],
    ['+55 11 98765-4321', true],
    ['14045550123', false],
    ['595981123456', false],
    ['', false],
  ])('%j → %s', (phone, expected) => {
    expect(canSendAutomatically(phone)).toBe(expected);
  });

  it('explains the block and points to the manual international send', () => {
    expect(INTERNATIONAL_BLOCKED_MESSAGE).toContain('"Envio Internacional"');
    expect(INTERNATIONAL_BLOCKED_MESSAGE).toContain('WhatsApp Web');
  });
});
