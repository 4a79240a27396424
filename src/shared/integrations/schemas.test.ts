import { describe, expect, it } from 'vitest';
import { isPasswordField, maskSecret } from './cards';
import { emailCardSchema, isHost, whatsAppCardSchema, whatsAppTestSchema } from './schemas';

const email = {
  host: 'smtp.gmail.com',
  port: '587',
  security: 'starttls',
  user: 'loja@gmail.com',
  password: '',
  fromName: 'Brazil Prime',
  fromAddress: 'pedidos@brazilprime.com',
};
const firstKey = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => (result.success ? null : [String(result.error?.issues[0]?.path[0]), result.error?.issues[0]?.message]);

describe('isHost', () => {
  it.each([
    ['smtp.gmail.com', true],
    ['mail', true],
    ['127.0.0.1', true],
    ['::1', true],
    ['fe80::1:2', true],
    ['smtp-relay.sendgrid.net', true],
    ['smtp://smtp.gmail.com', false],
    ['smtp.gmail.com:587', false],
    ['mail example.com', false],
    ['-mail.example.com', false],
    ['999.1.1.1', false],
    ['a'.repeat(64), false],
  ])('%j → %s', (host, ok) => {
    expect(isHost(host)).toBe(ok);
  });
});

describe('the e-mail card', () => {
  it('reads the port typed as text into a number', () => {
    expect(emailCardSchema.parse(email).port).toBe(587);
    expect(emailCardSchema.parse({ ...email, port: 465 }).port).toBe(465);
  });

  it.each([
    [{ port: '0' }, ['port', 'integrations.portInvalid']],
    [{ port: '65536' }, ['port', 'integrations.portInvalid']],
    [{ port: '' }, ['port', 'integrations.portInvalid']],
    [{ host: 'smtp://x.com' }, ['host', 'integrations.hostInvalid']],
    [{ security: 'none' }, ['security', 'integrations.securityInvalid']],
    [{ fromAddress: 'pedidos@' }, ['fromAddress', 'integrations.emailInvalid']],
    [{ fromName: 'Loja <x>' }, ['fromName', 'integrations.senderNameInvalid']],
    [{ host: '' }, null],
    [{ password: 'uma senha com espaços' }, null],
  ])('%j → %j', (change, expected) => {
    expect(firstKey(emailCardSchema.safeParse({ ...email, ...change }))).toEqual(expected);
  });
});

describe('the WhatsApp card', () => {
  const wa = {
    apiUrl: 'https://api.provedor.com/create-message',
    appKey: 'a1',
    authKey: 'b2',
    adminPhone: '',
  };
  it.each([
    [false, { apiUrl: 'http://127.0.0.1:9999/create-message' }, null],
    [true, { apiUrl: 'http://127.0.0.1:9999/create-message' }, ['apiUrl', 'integrations.urlNotHttps']],
    [true, {}, null],
    [false, { apiUrl: 'ftp://x.com' }, ['apiUrl', 'integrations.urlInvalid']],
    [false, { apiUrl: 'api.provedor.com' }, ['apiUrl', 'integrations.urlInvalid']],
    [false, { appKey: 'a b' }, ['appKey', 'integrations.secretInvalid']],
    [false, { adminPhone: '+55 11 98765-4321' }, null],
    [false, { adminPhone: '+1 404 555 0134' }, null],
    [false, { adminPhone: '+52 55 1234 5678' }, ['adminPhone', 'phone.internationalBlocked']],
    [false, { adminPhone: '11 98765-4321' }, ['adminPhone', 'integrations.phoneInvalid']],
  ])('httpsOnly %s, %j → %j', (httpsOnly, change, expected) => {
    expect(firstKey(whatsAppCardSchema({ httpsOnly }).safeParse({ ...wa, ...change }))).toEqual(expected);
  });

  it.each([
    ['+5511987654321', null],
    ['+14045550134', ['phone', 'phone.internationalBlocked']],
    ['123', ['phone', 'phone.invalidForCountry']],
  ])('a test to %s → %j', (phone, expected) => {
    expect(firstKey(whatsAppTestSchema.safeParse({ phone }))).toEqual(expected);
  });
});

describe('maskSecret', () => {
  it.each([
    ['senha-do-smtp-4f2a', '•••• 4f2a'],
    ['12345678', '•••• 5678'],
    ['curta', '••••'],
  ])('%j → %j', (value, mask) => {
    expect(maskSecret(value)).toBe(mask);
  });
  it.each([
    ['senha-do-smtp-4f2a', '••••••••'],
    ['curta', '••••••••'],
    ['a'.repeat(40), '••••••••'],
  ])('a password %j → %j: none of its characters', (value, mask) => {
    expect(maskSecret(value, 'password')).toBe(mask);
  });
  it('passwords are the SMTP password and the Twilio Auth Token; keys keep their last four', () => {
    expect(isPasswordField('email', 'password')).toBe(true);
    expect(isPasswordField('sms', 'authToken')).toBe(true);
    expect(isPasswordField('whatsapp', 'appKey')).toBe(false);
    expect(isPasswordField('whatsapp', 'authKey')).toBe(false);
  });
});
