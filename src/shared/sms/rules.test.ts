import { describe, expect, it } from 'vitest';
import {
  consentCovers,
  SMS_STOP_FOOTER,
  smsKeyword,
  smsPhone,
  smsSegments,
  smsText,
  toGsmText,
} from './rules';

describe('smsSegments', () => {
  it.each([
    ['a'.repeat(160), 'GSM-7', 1],
    ['a'.repeat(161), 'GSM-7', 2],
    ['a'.repeat(306), 'GSM-7', 2],
    ['a'.repeat(307), 'GSM-7', 3],
    ['€'.repeat(80), 'GSM-7', 1],
    ['€'.repeat(81), 'GSM-7', 2],
    ['ã'.repeat(70), 'UCS-2', 1],
    ['ã'.repeat(71), 'UCS-2', 2],
    ['ã'.repeat(135), 'UCS-2', 3],
  ])('%#: %s chars → %s, %s segments', (text, encoding, segments) => {
    expect(smsSegments(text)).toMatchObject({ encoding, segments });
  });
});

describe('toGsmText', () => {
  it.each([
    ['Pedido nº 12 confirmado — retirada às 9h', 'Pedido no 12 confirmado - retirada às 9h'],
    ['Promoção: picanha e linguiça', 'Promocao: picanha e linguica'],
    ['“Olá”… café', '"Ola"... café'],
    ['Emoji 🔥 fora', 'Emoji  fora'],
  ])('%j → %j', (text, gsm) => {
    expect(toGsmText(text)).toBe(gsm);
    expect(smsSegments(toGsmText(text)).encoding).toBe('GSM-7');
  });
});

describe('smsText', () => {
  it('adds the opt-out words when asked, and keeps two segments', () => {
    const text = smsText('Brazil Prime: pedido #12 recebido.', { footer: true });
    expect(text).toBe(`Brazil Prime: pedido #12 recebido. ${SMS_STOP_FOOTER}`);
    expect(smsText('Pedido BP-12 recebido', { footer: true })).toBe(
      `Pedido BP-12 recebido. ${SMS_STOP_FOOTER}`,
    );
    expect(smsText('Pedido BP-12 recebido')).toBe('Pedido BP-12 recebido');
  });

  it.each([true, false])('cuts a long text to two segments (footer %s), the footer whole', (footer) => {
    const text = smsText('Picanha maturada '.repeat(40), { footer });
    expect(smsSegments(text).segments).toBe(2);
    expect(text.endsWith(footer ? SMS_STOP_FOOTER : '...')).toBe(true);
  });
});

describe('smsPhone', () => {
  it.each([
    ['+1 (404) 555-0134', '+14045550134'],
    ['+14045550134', '+14045550134'],
    ['(404) 555-0134', '+14045550134'],
    ['+55 11 98765-4321', null],
    ['+44 20 7946 0958', null],
    ['', null],
    [null, null],
    ['123', null],
  ])('%j → %j', (phone, expected) => {
    expect(smsPhone(phone)).toBe(expected);
  });
});

describe('smsKeyword', () => {
  it.each([
    ['STOP', 'stop'],
    [' stop ', 'stop'],
    ['Stop.', 'stop'],
    ['unsubscribe', 'stop'],
    ['STOP ALL', 'stop'],
    ['START', 'start'],
    ['unstop', 'start'],
    ['yes', 'start'],
    ['please stop sending', null],
    ['obrigado', null],
    ['', null],
    [null, null],
  ])('%j → %j', (body, expected) => {
    expect(smsKeyword(body)).toBe(expected);
  });
});

describe('consentCovers', () => {
  const consent = { at: '2026-11-29T10:00:00Z', version: 'v', phone: '+14045550134', source: 'checkout' };
  it.each([
    [consent, '+1 404 555 0134', true],
    [consent, '+14045550135', false],
    [consent, '+5511987654321', false],
    [null, '+14045550134', false],
    [{ at: 'x' }, '+14045550134', false],
  ])('%#', (given, phone, expected) => {
    expect(consentCovers(given, phone)).toBe(expected);
  });
});
