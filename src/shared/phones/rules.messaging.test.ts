import { describe, expect, it } from 'vitest';
import { formatPhoneForMessaging } from './rules';

/** [input, digits sent, country, §5.5 step that settled it] */
type Row = [string, string, string | null, number];

describe('formatPhoneForMessaging (SPEC §5.5)', () => {
  it.each<Row>([
    // Step 2: already carries a known country code, remainder 6–12 digits.
    ['+55 11 98765-4321', '5511987654321', 'BR', 2],
    ['5511987654321', '5511987654321', 'BR', 2],
    ['55 (11) 3333-4444', '551133334444', 'BR', 2],
    ['+595 981 123456', '595981123456', 'PY', 2],
    ['+598 9123 4567', '59891234567', 'UY', 2],
    ['+1 (404) 555-0123', '14045550123', 'US', 2],
    ['+1 416 555 0123', '14165550123', 'US', 2],
    ['+54 9 11 2345-6789', '5491123456789', 'AR', 2],
    ['5491123456789', '5491123456789', 'AR', 2],
    ['59891234567', '59891234567', 'UY', 2],
    ['+598 1234567', '5981234567', 'UY', 2],
    ['(105) 550-1234', '1055501234', 'US', 2],
    ['+55 123456789012', '55123456789012', 'BR', 2],
    // Step 3: US with its leading 1 (11 digits, second digit not 1, known area code).
    ['14045550123', '14045550123', 'US', 3],
    ['1 (404) 555-0123', '14045550123', 'US', 3],
    ['1-212-555-0123', '12125550123', 'US', 3],
    // Step 4: a length that means one country.
    ['9 8765 4321', '56987654321', 'CL', 4],
    ['9123 4567', '59891234567', 'UY', 4],
    ['609 1234', '5926091234', 'GY', 4],
    ['51234567', '59851234567', 'UY', 4],
    // Step 5: guessed by area code, Brazil first.
    ['11987654321', '5511987654321', 'BR', 5],
    ['(11) 98765-4321', '5511987654321', 'BR', 5],
    ['tel: 11 98765 4321', '5511987654321', 'BR', 5],
    ['(11) 3333-4444', '551133334444', 'BR', 5],
    ['12987654321', '5512987654321', 'BR', 5],
    ['51 98765-4321', '5551987654321', 'BR', 5],
    ['54 3333-4444', '555433334444', 'BR', 5],
    ['(404) 555-0123', '14045550123', 'US', 5],
    ['(305) 555-0123', '13055550123', 'US', 5],
    ['(212) 555-0123', '552125550123', 'BR', 5],
    // Step 6: nothing recognised, kept as written because the length is plausible.
    ['+44 20 7946 0958', '442079460958', null, 6],
    ['123456789012345', '123456789012345', 'US', 6],
    ['442079460958', '442079460958', null, 6],
    ['+55 1234567890123', '551234567890123', 'BR', 6],
  ])('%j → %s (%s, step %i)', (input, phone, country, step) => {
    expect(formatPhoneForMessaging(input)).toEqual({ ok: true, phone, country, step });
  });

  it.each([
    ['', ''],
    ['abc', 'abc'],
    ['12345', '12345'],
    ['(11) 9876', '(11) 9876'],
    ['123456', '123456'],
    ['+55 11 9876', '+55 11 9876'],
    ['+598 123456', '+598 123456'],
    ['+55 1234', '+55 1234'],
    ['1234567890123456', '1234567890123456'],
    ['+55 11 98765-4321 99999', '+55 11 98765-4321 99999'],
    ['$& 1234', '$& 1234'],
  ])('%j is refused with the exact message', (input, shown) => {
    expect(formatPhoneForMessaging(input)).toEqual({
      ok: false,
      error: `Telefone inválido: ${shown}. O telefone deve ter entre 10-15 dígitos.`,
    });
  });

  it('step 3 refuses a second digit 1: "11…" is São Paulo, not the US', () => {
    const result = formatPhoneForMessaging('11987654321');
    expect(result).toMatchObject({ ok: true, phone: '5511987654321', step: 5 });
  });

  it('step 3 needs a known area code; otherwise the Brazilian guess of step 5 applies (DDD 15)', () => {
    expect(formatPhoneForMessaging('15551234567')).toMatchObject({ phone: '5515551234567', step: 5 });
  });

  it('a plus number is never given a second country code', () => {
    for (const input of ['+44 20 7946 0958', '+11 98765 4321', '+9 8765 4321']) {
      const result = formatPhoneForMessaging(input);
      if (result.ok) expect(result.phone).toBe(input.replace(/\D/g, ''));
    }
  });
});
