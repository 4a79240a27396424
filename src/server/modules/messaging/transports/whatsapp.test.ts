import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  API_KEYS_NOT_CONFIGURED,
  MESSAGE_NOT_CREATED,
  UNKNOWN_SEND_ERROR,
  WHATSAPP_CONFIG_INCOMPLETE,
  WHATSAPP_CONNECTION_ERROR,
  WHATSAPP_INTERNAL_ERROR,
} from '@/shared/messaging/errors';
import { INTERNATIONAL_BLOCKED_MESSAGE } from '@/shared/phones/rules';
import { type FakeWhatsApp, startFakeWhatsApp } from '@/testing/messaging/fake-whatsapp';
import type { OutgoingMessage } from './types';
import { createWhatsAppTransport, postWhatsAppMessage, WhatsAppHttpError } from './whatsapp';

let provider: FakeWhatsApp;
beforeAll(async () => {
  provider = await startFakeWhatsApp();
});
afterAll(() => provider.close());
beforeEach(() => {
  provider.state.mode = 'ok';
  provider.delivered.length = 0;
});

const config = () => ({ url: provider.url, appKey: 'app-123', authKey: 'auth-456' });
const message = (recipient: string, body = 'Olá, *Ana*! 🎁 10% & mais'): OutgoingMessage => ({
  id: 'm1',
  channel: 'whatsapp',
  recipient,
  subject: null,
  body,
  purpose: 'welcome',
});

describe('postWhatsAppMessage (SPEC §7.3)', () => {
  it('posts a form with exactly appkey, authkey, to, message and sandbox=false', async () => {
    const answer = await postWhatsAppMessage(config(), '5511987654321', 'Olá & até já 🎁');
    expect(answer).toEqual({
      success: true,
      message: 'Mensagem criada',
      messageId: expect.stringMatching(/^wa-/),
    });
    const [request] = provider.delivered;
    expect(request?.method).toBe('POST');
    expect(request?.contentType).toBe('application/x-www-form-urlencoded');
    expect(request?.fields).toEqual([
      ['appkey', 'app-123'],
      ['authkey', 'auth-456'],
      ['to', '5511987654321'],
      ['message', 'Olá & até já 🎁'],
      ['sandbox', 'false'],
    ]);
  });

  it('reads the id from "id" when "messageId" is absent', async () => {
    provider.state.mode = 'ok-id';
    const answer = await postWhatsAppMessage(config(), '5511987654321', 'x');
    expect(answer.success).toBe(true);
    expect(answer.messageId).toMatch(/^\d+$/);
  });

  it('throws an error carrying the status and text on a non-OK answer', async () => {
    provider.state.mode = 'http';
    provider.state.httpStatus = 503;
    const error = await postWhatsAppMessage(config(), '5511987654321', 'x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WhatsAppHttpError);
    expect(error).toMatchObject({ status: 503, text: 'status 503 from the fake provider' });
  });
});

describe('WhatsApp transport outcomes', () => {
  const transport = () => createWhatsAppTransport({ config: config() });

  it('sends to the §5.5 digits and keeps the provider id', async () => {
    const outcome = await transport().send(message('+55 (11) 98765-4321'));
    expect(outcome).toEqual({ status: 'sent', providerMessageId: expect.stringMatching(/^wa-/) });
    expect(provider.field(provider.delivered[0]!, 'to')).toBe('5511987654321');
  });

  it.each([
    [
      '123',
      'failed',
      'Telefone inválido: 123. O telefone deve ter entre 10-15 dígitos.',
      'outbox.invalidPhone',
    ],
    [
      'abc',
      'failed',
      'Telefone inválido: abc. O telefone deve ter entre 10-15 dígitos.',
      'outbox.invalidPhone',
    ],
    ['+1 404 555 0123', 'blocked', INTERNATIONAL_BLOCKED_MESSAGE, 'phone.internationalBlocked'],
    ['+595 981 123 456', 'blocked', INTERNATIONAL_BLOCKED_MESSAGE, 'phone.internationalBlocked'],
  ])('%j → %s before any request', async (recipient, status, error, key) => {
    const before = provider.attempts();
    expect(await transport().send(message(recipient))).toMatchObject({ status, error, reason: { key } });
    expect(provider.attempts()).toBe(before);
  });

  it('without keys keeps the message as not_configured with the §8.6 text', async () => {
    const outcome = await createWhatsAppTransport({ config: null }).send(message('+5511987654321'));
    expect(outcome).toEqual({
      status: 'not_configured',
      error: API_KEYS_NOT_CONFIGURED,
      reason: { key: 'outbox.apiKeysNotConfigured' },
    });
  });

  it('keys that no longer open (another key) wait as not_configured and say so', async () => {
    const outcome = await createWhatsAppTransport({ config: null, unreadable: true }).send(
      message('+5511987654321'),
    );
    expect(outcome).toMatchObject({
      status: 'not_configured',
      reason: { key: 'outbox.enteredWithOtherKey' },
    });
  });

  it.each<[string, Partial<FakeWhatsApp['state']> & { mode: FakeWhatsApp['state']['mode'] }, string, string]>(
    [
      ['provider says success=false', { mode: 'fail' }, 'retry', 'Saldo insuficiente na conta'],
      [
        'success=false without a message',
        { mode: 'fail', failMessage: '' },
        'retry',
        WHATSAPP_INTERNAL_ERROR,
      ],
      [
        'HTTP 500',
        { mode: 'http', httpStatus: 500 },
        'retry',
        `${WHATSAPP_INTERNAL_ERROR} (HTTP 500: status 500 from the fake provider)`,
      ],
      [
        'HTTP 429',
        { mode: 'http', httpStatus: 429 },
        'retry',
        `${WHATSAPP_INTERNAL_ERROR} (HTTP 429: status 429 from the fake provider)`,
      ],
      [
        'HTTP 401',
        { mode: 'http', httpStatus: 401 },
        'not_configured',
        `${WHATSAPP_CONFIG_INCOMPLETE} (HTTP 401: status 401 from the fake provider)`,
      ],
      [
        'HTTP 404',
        { mode: 'http', httpStatus: 404 },
        'not_configured',
        `${WHATSAPP_CONFIG_INCOMPLETE} (HTTP 404: status 404 from the fake provider)`,
      ],
      [
        'HTTP 400',
        { mode: 'http', httpStatus: 400 },
        'failed',
        `${MESSAGE_NOT_CREATED} (HTTP 400: status 400 from the fake provider)`,
      ],
      ['connection dropped', { mode: 'down' }, 'retry', WHATSAPP_CONNECTION_ERROR],
      [
        '2xx that is not JSON',
        { mode: 'not-json' },
        'failed',
        `${UNKNOWN_SEND_ERROR} (not JSON: <html>ok</html>)`,
      ],
    ],
  )('%s → %s', async (_name, change, status, error) => {
    Object.assign(provider.state, { failMessage: 'Saldo insuficiente na conta' }, change);
    expect(await transport().send(message('+5511987654321'))).toMatchObject({ status, error });
  });

  it('the reason keeps its key and parameters for the desk (decision 076)', async () => {
    Object.assign(provider.state, { mode: 'http', httpStatus: 503 });
    expect(await transport().send(message('+5511987654321'))).toMatchObject({
      reason: {
        key: 'outbox.whatsappInternalHttpText',
        params: { status: 503, detail: 'status 503 from the fake provider' },
      },
    });
  });

  it('a provider that does not answer in time: a retry that says how long it waited', async () => {
    provider.state.delayMs = 1_300;
    try {
      const slow = createWhatsAppTransport({ config: config(), timeoutMs: 1_000 });
      expect(await slow.send(message('+5511987654321'))).toEqual({
        status: 'retry',
        error: 'A API do WhatsApp não respondeu em 1 s',
        reason: { key: 'outbox.whatsappTimedOut', params: { seconds: 1 } },
      });
    } finally {
      provider.state.delayMs = 0;
    }
  });

  it('a host name that does not resolve: a retry that names the host', async () => {
    const outcome = await createWhatsAppTransport({
      config: { ...config(), url: 'http://nao-existe.invalid/create-message' },
    }).send(message('+5511987654321'));
    expect(outcome).toMatchObject({
      status: 'retry',
      reason: { key: 'outbox.whatsappHostNotFound', params: { host: 'nao-existe.invalid' } },
    });
  });

  it('nothing listening is a connection error', async () => {
    const closed = await startFakeWhatsApp();
    await closed.close();
    const outcome = await createWhatsAppTransport({
      config: { ...config(), url: closed.url },
    }).send(message('+5511987654321'));
    expect(outcome).toMatchObject({ status: 'retry', error: WHATSAPP_CONNECTION_ERROR });
  });
});
