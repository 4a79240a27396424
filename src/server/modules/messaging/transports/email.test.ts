import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '@/server/logger';
import type { SmtpServer } from '@/server/modules/integrations/public';
import { decodeQuotedPrintable, type SmtpSink, startSmtpSink } from '@/testing/messaging/smtp-sink';
import { captureLogger } from '@/testing/test-app';
import {
  createEmailTransport,
  EMAIL_CONNECTION_ERROR,
  EMAIL_INVALID_ADDRESS,
  EMAIL_NOT_CONFIGURED,
  EMAIL_REFUSED,
  EMAIL_SENDER_NOT_CONFIGURED,
  EMAIL_TEMPORARY_ERROR,
  type EmailTransportOptions,
} from './email';
import { linksIn, plainTextToHtml } from './email-html';
import type { OutgoingMessage } from './types';

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());
beforeEach(() => {
  sink.mails.length = 0;
  sink.state.down = false;
  sink.state.reject.clear();
});

const silent = createLogger('silent');
const options = (change: Partial<EmailTransportOptions> = {}): EmailTransportOptions => ({
  smtpUrl: sink.url,
  from: 'Brazil Prime <loja@example.com>',
  isProduction: false,
  logger: silent,
  timeoutMs: 2_000,
  ...change,
});
const RESET_LINK = 'https://loja.example.com/auth/reset-password?token=abc123&x=1';
const email = (change: Partial<OutgoingMessage> = {}): OutgoingMessage => ({
  id: 'm1',
  channel: 'email',
  recipient: 'ana@example.com',
  subject: 'Redefinir senha',
  body: `Olá, Ana!\nUse o link: ${RESET_LINK}.\n<b>não</b> é HTML`,
  purpose: 'password_reset',
  ...change,
});

describe('e-mail transport over SMTP', () => {
  it('delivers a plain-text body with an escaped HTML copy', async () => {
    const outcome = await createEmailTransport(options()).send(email());
    expect(outcome).toEqual({ status: 'sent', providerMessageId: expect.stringMatching(/^<.+@.+>$/) });
    expect(sink.mails).toHaveLength(1);
    const [mail] = sink.mails;
    expect(mail?.from).toBe('loja@example.com');
    expect(mail?.to).toEqual(['ana@example.com']);
    const raw = decodeQuotedPrintable(mail?.raw ?? '');
    expect(raw).toContain('Subject: Redefinir senha');
    expect(raw).toContain('Content-Type: text/plain');
    expect(raw).toContain('Content-Type: text/html');
    expect(raw).toContain('Olá, Ana!');
    expect(raw).toContain('&lt;b&gt;não&lt;/b&gt; é HTML');
    expect(raw).toContain(`<a href="${RESET_LINK.replace('&', '&amp;')}"`);
  });

  it.each<[string, (s: SmtpSink) => void, string, string]>([
    ['mailbox refused (550)', (s) => s.state.reject.set('ana@example.com', 550), 'failed', EMAIL_REFUSED],
    ['mailbox busy (451)', (s) => s.state.reject.set('ana@example.com', 451), 'retry', EMAIL_TEMPORARY_ERROR],
    [
      'server not available (421)',
      (s) => Object.assign(s.state, { down: true }),
      'retry',
      EMAIL_TEMPORARY_ERROR,
    ],
  ])('%s → %s', async (_name, arrange, status, text) => {
    arrange(sink);
    const outcome = await createEmailTransport(options()).send(email());
    expect(outcome.status).toBe(status);
    expect(outcome.status !== 'sent' && outcome.error.startsWith(text)).toBe(true);
    expect(sink.mails).toHaveLength(0);
  });

  it('no server listening → retry with the connection error', async () => {
    const gone = await startSmtpSink();
    await gone.close();
    const outcome = await createEmailTransport(options({ smtpUrl: gone.url })).send(email());
    expect(outcome).toMatchObject({ status: 'retry', error: EMAIL_CONNECTION_ERROR });
  });

  it('an address that is not one fails without a connection', async () => {
    const outcome = await createEmailTransport(options()).send(email({ recipient: 'ana.example.com' }));
    expect(outcome).toEqual({
      status: 'failed',
      error: `${EMAIL_INVALID_ADDRESS}: ana.example.com`,
      reason: { key: 'outbox.emailInvalidAddressTo', params: { address: 'ana.example.com' } },
    });
  });

  it('without MAIL_FROM the message waits as not_configured', async () => {
    const outcome = await createEmailTransport(options({ from: undefined })).send(email());
    expect(outcome).toMatchObject({ status: 'not_configured', error: EMAIL_SENDER_NOT_CONFIGURED });
  });
});

describe('e-mail transport with the Integrações card’s fields (decision 076)', () => {
  const fields = (
    port: number,
    change: Partial<Extract<SmtpServer, { kind: 'fields' }>> = {},
  ): SmtpServer => ({
    kind: 'fields',
    host: '127.0.0.1',
    port,
    security: 'starttls',
    user: undefined,
    password: undefined,
    ...change,
  });
  const portOf = (url: string) => Number(new URL(url).port);

  it('sends through host, port and the sender', async () => {
    const outcome = await createEmailTransport(
      options({ smtpUrl: undefined, server: fields(portOf(sink.url)) }),
    ).send(email());
    expect(outcome.status).toBe('sent');
    expect(sink.mails[0]?.from).toBe('loja@example.com');
  });

  it('logs in with the user and password; a wrong password is "authentication refused" in words', async () => {
    const guarded = await startSmtpSink({ auth: { user: 'loja', pass: 'senha-certa' } });
    try {
      const port = portOf(guarded.url);
      const ok = await createEmailTransport(
        options({ smtpUrl: undefined, server: fields(port, { user: 'loja', password: 'senha-certa' }) }),
      ).send(email());
      expect(ok.status).toBe('sent');
      const refused = await createEmailTransport(
        options({ smtpUrl: undefined, server: fields(port, { user: 'loja', password: 'senha-errada' }) }),
      ).send(email());
      expect(refused).toMatchObject({
        status: 'not_configured',
        reason: { key: 'outbox.emailAuthRefusedText' },
      });
      expect(refused.status !== 'sent' && refused.error).toMatch(
        /^Credenciais do servidor de e-mail recusadas: 535/,
      );
      expect(JSON.stringify(refused)).not.toContain('senha-errada');
    } finally {
      await guarded.close();
    }
  });

  it('a server that never greets: "timed out after N s"', async () => {
    const silentServer = createServer(() => {});
    await new Promise<void>((done) => silentServer.listen(0, '127.0.0.1', done));
    try {
      const port = (silentServer.address() as AddressInfo).port;
      const outcome = await createEmailTransport(
        options({ smtpUrl: undefined, server: fields(port), timeoutMs: 1_000 }),
      ).send(email());
      expect(outcome).toEqual({
        status: 'retry',
        error: 'O servidor de e-mail não respondeu em 1 s',
        reason: { key: 'outbox.emailTimedOut', params: { seconds: 1 } },
      });
    } finally {
      silentServer.close();
    }
  });

  it('a host name that does not resolve: "host not found" with the name', async () => {
    const outcome = await createEmailTransport(
      options({ smtpUrl: undefined, server: fields(587, { host: 'smtp.nao-existe.invalid' }) }),
    ).send(email());
    expect(outcome).toMatchObject({
      status: 'retry',
      reason: { key: 'outbox.emailHostNotFound', params: { host: 'smtp.nao-existe.invalid' } },
    });
  });

  it('a password that no longer opens (another key): waits as not configured and says why', async () => {
    const outcome = await createEmailTransport(options({ unreadable: true })).send(email());
    expect(outcome).toMatchObject({
      status: 'not_configured',
      reason: { key: 'outbox.enteredWithOtherKey' },
    });
    expect(sink.mails).toHaveLength(0);
  });
});

describe('e-mail transport without SMTP_URL', () => {
  it('in development keeps it as not_configured and logs the preview and the reset link', async () => {
    const { logger, lines } = captureLogger();
    const long = `${'a'.repeat(150)}\n${RESET_LINK}`;
    const outcome = await createEmailTransport(options({ smtpUrl: undefined, logger })).send(
      email({ body: long }),
    );
    expect(outcome).toMatchObject({ status: 'not_configured', error: EMAIL_NOT_CONFIGURED });
    const [line] = lines();
    expect(line).toMatchObject({
      messageId: 'm1',
      purpose: 'password_reset',
      preview: 'a'.repeat(100),
      links: [RESET_LINK],
    });
  });

  it('does not log links for other purposes', async () => {
    const { logger, lines } = captureLogger();
    await createEmailTransport(options({ smtpUrl: undefined, logger })).send(
      email({ purpose: 'order_update', body: `Pedido: ${RESET_LINK}` }),
    );
    expect(lines()[0]).not.toHaveProperty('links');
  });

  it('in production logs nothing of the message', async () => {
    const { logger, lines } = captureLogger();
    const outcome = await createEmailTransport(
      options({ smtpUrl: undefined, isProduction: true, logger }),
    ).send(email());
    expect(outcome).toMatchObject({ status: 'not_configured', error: EMAIL_NOT_CONFIGURED });
    expect(lines()).toEqual([]);
  });
});

describe('plainTextToHtml', () => {
  it.each([
    ['<script>alert("x")</script>', '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;'],
    ["it's 5 & 6", 'it&#39;s 5 &amp; 6'],
    ['a\nb', 'a<br>\nb'],
    [
      'see https://x.example/a?b=1&c=2.',
      'see <a href="https://x.example/a?b=1&amp;c=2" style="color:#7a1f1a">https://x.example/a?b=1&amp;c=2</a>.',
    ],
    ['javascript:alert(1)', 'javascript:alert(1)'],
    [
      'https://x.example/"onmouseover="a',
      '<a href="https://x.example/" style="color:#7a1f1a">https://x.example/</a>&quot;onmouseover=&quot;a',
    ],
  ])('%j', (text, inner) => {
    expect(plainTextToHtml(text)).toContain(`>${inner}</div>`);
  });

  it('finds links without trailing punctuation', () => {
    expect(linksIn('Abra https://a.example/x?t=1, ou (https://b.example/y).')).toEqual([
      'https://a.example/x?t=1',
      'https://b.example/y',
    ]);
  });
});
