import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChannelHealth, DeskMessage, DeskRow } from '@/shared/messaging/desk';
import { DESK_CHANNELS, DESK_KINDS, DESK_STATES } from '@/shared/messaging/desk';
import type { Call, CookieJar } from '@/testing/accounts';
import { caller } from '@/testing/accounts';
import { type FakeWhatsApp, startFakeWhatsApp } from '@/testing/messaging/fake-whatsapp';
import { silent } from '@/testing/messaging/outbox-fixture';
import { type SmtpSink, startSmtpSink } from '@/testing/messaging/smtp-sink';
import { body, signIn } from '@/testing/orders';
import { createTestApp, type TestApp } from '@/testing/test-app';
import { auditLog } from '../audit/schema';
import { type QueueMessageInput, queueMessage } from './outbox';
import { MESSAGE_CHANNELS, MESSAGE_PURPOSES, MESSAGE_STATUSES, type MessageStatus, messages } from './schema';
import { createEmailTransport } from './transports/email';
import type { Transports } from './transports/types';
import { createWhatsAppTransport } from './transports/whatsapp';
import { runWorkerOnce } from './worker';

type Who = 'visitor' | 'customer' | 'manager' | 'admin' | 'super_admin';
type List = { messages: DeskRow[]; total: number; retryable: number; page: number; pageSize: number };

let t: TestApp;
let call: Call;
let provider: FakeWhatsApp;
let sink: SmtpSink;
let transports: Transports;
const jars = {} as Record<Exclude<Who, 'visitor'>, CookieJar>;
const BASE = '/api/messages/staff';
const as = (who: Who, method: string, path = '', payload?: unknown) =>
  call(method, `${BASE}${path}`, payload, who === 'visitor' ? {} : { jar: jars[who] });

beforeAll(async () => {
  [provider, sink] = await Promise.all([startFakeWhatsApp(), startSmtpSink()]);
  t = await createTestApp({
    env: { WHATSAPP_API_URL: provider.url, WHATSAPP_APP_KEY: 'app', WHATSAPP_AUTH_KEY: 'auth' },
  });
  call = caller(t);
  transports = {
    whatsapp: createWhatsAppTransport({ config: { url: provider.url, appKey: 'app', authKey: 'auth' } }),
    email: createEmailTransport({
      smtpUrl: sink.url,
      from: 'Loja <loja@example.com>',
      isProduction: false,
      logger: silent,
    }),
  };
  for (const who of ['customer', 'manager', 'admin', 'super_admin'] as const) {
    jars[who] = (await signIn(t, who, who === 'manager' ? 'brazil-prime-marietta' : undefined)).jar;
  }
});
afterAll(async () => {
  await t.close();
  await Promise.all([provider.close(), sink.close()]);
});
beforeEach(async () => {
  await t.database.db.delete(messages);
  provider.state.mode = 'ok';
  provider.delivered.length = 0;
});

const work = () => runWorkerOnce({ db: t.database.db, transports, logger: silent });

async function put(
  input: Partial<QueueMessageInput> & { status?: MessageStatus; at?: string; error?: string },
) {
  const row = await queueMessage(t.database.db, {
    channel: 'whatsapp',
    recipient: '+5511987654321',
    body: 'Olá! Seu pedido foi confirmado.',
    purpose: 'order_update',
    ...input,
  });
  await t.database.db
    .update(messages)
    .set({
      status: input.status ?? 'queued',
      last_error: input.error ?? null,
      attempts: input.status && input.status !== 'queued' ? 1 : 0,
      ...(input.at ? { created_at: new Date(input.at) } : {}),
    })
    .where(eq(messages.id, row.id));
  return row.id;
}

describe('the message desk API (issue 18)', () => {
  it('keeps its lists equal to the outbox table', () => {
    expect(DESK_CHANNELS).toEqual(MESSAGE_CHANNELS);
    expect(DESK_STATES).toEqual(MESSAGE_STATUSES);
    expect(DESK_KINDS).toEqual(MESSAGE_PURPOSES);
  });

  it('answers admins and super_admins only: visitors 401, customers and managers 403', async () => {
    const id = await put({ status: 'failed' });
    for (const [method, path] of [
      ['GET', ''],
      ['GET', '/health'],
      ['GET', `/${id}`],
      ['POST', `/${id}/retry`],
      ['POST', '/retry'],
    ] as const) {
      expect((await as('visitor', method, path)).status, `${method} ${path}`).toBe(401);
      expect((await as('customer', method, path)).status, `${method} ${path}`).toBe(403);
      expect((await as('manager', method, path)).status, `${method} ${path}`).toBe(403);
    }
    expect((await as('admin', 'GET')).status).toBe(200);
    expect((await as('super_admin', 'GET')).status).toBe(200);
    // Nothing was requeued by the refused calls.
    const [row] = await t.database.db.select().from(messages).where(eq(messages.id, id));
    expect(row?.status).toBe('failed');
  });

  it('lists newest first with the first 100 characters, filters by state, kind, channel and days, pages', async () => {
    const long = `Cupom BEMVINDO: ${'picanha '.repeat(30)}`;
    await put({ status: 'sent', at: '2026-11-20T15:00:00Z', body: long, purpose: 'coupon' });
    await put({ status: 'failed', at: '2026-11-21T15:00:00Z', error: 'Telefone inválido: 123' });
    await put({
      channel: 'email',
      recipient: 'ana@example.com',
      subject: 'Confirme seu e-mail',
      purpose: 'email_verification',
      status: 'not_configured',
      at: '2026-11-22T15:00:00Z',
    });
    const all = await body<List>(await as('admin', 'GET'), 200);
    expect(all.total).toBe(3);
    expect(all.retryable).toBe(2);
    expect(all.messages.map((m) => m.kind)).toEqual(['email_verification', 'order_update', 'coupon']);
    const coupon = all.messages[2]!;
    expect(Array.from(coupon.preview)).toHaveLength(100);
    expect(long.replace(/\s+/g, ' ').startsWith(coupon.preview)).toBe(true);
    expect(all.messages[1]).toMatchObject({
      state: 'failed',
      attempts: 1,
      lastError: 'Telefone inválido: 123',
    });

    const kinds = async (query: string) =>
      (await body<List>(await as('admin', 'GET', query), 200)).messages.map((m) => m.kind);
    expect(await kinds('?state=failed')).toEqual(['order_update']);
    expect(await kinds('?kind=coupon')).toEqual(['coupon']);
    expect(await kinds('?channel=email')).toEqual(['email_verification']);
    expect(await kinds('?from=2026-11-21&to=2026-11-21')).toEqual(['order_update']);
    expect(await kinds('?from=2026-11-21')).toEqual(['email_verification', 'order_update']);
    expect(await kinds('?page=2')).toEqual([]);
    for (const bad of [
      '?state=lost',
      '?kind=spam',
      '?channel=fax',
      '?from=21/11/2026',
      '?page=0',
      '?from=2026-11-22&to=2026-11-21',
    ]) {
      const res = await as('admin', 'GET', bad);
      expect(res.status, bad).toBe(400);
    }
  });

  it('opens one message with its whole text; an unknown id is 404, a malformed one 400', async () => {
    const text = `Linha 1\n${'x'.repeat(300)}\nfim`;
    const id = await put({ body: text });
    const { message } = await body<{ message: DeskMessage }>(await as('admin', 'GET', `/${id}`), 200);
    expect(message.body).toBe(text);
    expect(message.recipient).toBe('+5511987654321');
    expect((await as('admin', 'GET', '/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await as('admin', 'GET', '/not-an-id')).status).toBe(400);
  });

  it('retries a failed message once, even when three retries arrive together', async () => {
    provider.state.mode = 'http';
    provider.state.httpStatus = 400;
    const id = await put({});
    await work();
    expect((await t.database.db.select().from(messages).where(eq(messages.id, id)))[0]?.status).toBe(
      'failed',
    );
    expect(provider.delivered).toHaveLength(0);

    provider.state.mode = 'ok';
    const answers = await Promise.all([1, 2, 3].map(() => as('admin', 'POST', `/${id}/retry`)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    // Two workers at once, then another round: the provider gets it once.
    await Promise.all([work(), work()]);
    await work();
    expect(provider.delivered).toHaveLength(1);
    const { message } = await body<{ message: DeskMessage }>(await as('admin', 'GET', `/${id}`), 200);
    expect(message).toMatchObject({ state: 'sent', attempts: 1, lastError: null });
    // A sent message is not sent again.
    const again = await as('admin', 'POST', `/${id}/retry`);
    expect(again.status).toBe(409);
    expect((await again.json()).error.key).toBe('messageDesk.notRetryable');
    expect((await as('admin', 'POST', '/00000000-0000-4000-8000-000000000000/retry')).status).toBe(404);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_type, 'message'), eq(auditLog.entity_id, id)));
    expect(audit.map((a) => a.action)).toEqual(['message.retry']);
  });

  it('retries every failed and not-configured message (of one channel when asked), leaving the rest', async () => {
    const failed = await put({ status: 'failed' });
    const notConfigured = await put({
      status: 'not_configured',
      channel: 'email',
      recipient: 'a@example.com',
    });
    const sent = await put({ status: 'sent' });
    const blocked = await put({ status: 'blocked', recipient: '+14045550100' });
    expect(await body(await as('super_admin', 'POST', '/retry?channel=email'), 200)).toEqual({ retried: 1 });
    expect(await body(await as('admin', 'POST', '/retry'), 200)).toEqual({ retried: 1 });
    expect(await body(await as('admin', 'POST', '/retry'), 200)).toEqual({ retried: 0 });
    const states = Object.fromEntries(
      (await t.database.db.select().from(messages)).map((m) => [m.id, m.status]),
    );
    expect(states).toEqual({
      [failed]: 'queued',
      [notConfigured]: 'queued',
      [sent]: 'sent',
      [blocked]: 'blocked',
    });
    expect((await as('admin', 'POST', '/retry?channel=fax')).status).toBe(400);
  });

  it('retries all of a day range and the other filters, once each even when two retries and two workers race', async () => {
    // Shop days in Georgia: 15:00Z is 10:00 the same day.
    const inRange = [
      await put({ status: 'failed', at: '2026-11-20T15:00:00Z', recipient: '+5511900000001' }),
      await put({ status: 'not_configured', at: '2026-11-21T15:00:00Z', recipient: '+5511900000002' }),
    ];
    const before = await put({ status: 'failed', at: '2026-11-19T15:00:00Z', recipient: '+5511900000003' });
    const after = await put({ status: 'failed', at: '2026-11-22T15:00:00Z', recipient: '+5511900000004' });
    const otherKind = await put({
      status: 'failed',
      at: '2026-11-20T16:00:00Z',
      purpose: 'coupon',
      recipient: '+5511900000005',
    });
    const range = '?from=2026-11-20&to=2026-11-21&kind=order_update';
    // The list states how many the confirmation will send again: those of the filters only.
    const listed = await body<List>(await as('admin', 'GET', range), 200);
    expect(listed.retryable).toBe(2);
    expect((await body<List>(await as('admin', 'GET', '?state=sent'), 200)).retryable).toBe(0);

    const answers = await Promise.all([1, 2].map(() => as('admin', 'POST', `/retry${range}`)));
    const retried = await Promise.all(answers.map((r) => body<{ retried: number }>(r, 200)));
    expect(retried.map((r) => r.retried).reduce((a, b) => a + b)).toBe(2);
    await Promise.all([work(), work()]);
    await work();
    const to = provider.delivered.map((d) => Object.fromEntries(d.fields).to).sort();
    expect(to).toEqual(['5511900000001', '5511900000002']);
    const states = Object.fromEntries(
      (await t.database.db.select().from(messages)).map((m) => [m.id, m.status]),
    );
    expect(states).toMatchObject({
      [inRange[0]!]: 'sent',
      [inRange[1]!]: 'sent',
      [before]: 'failed',
      [after]: 'failed',
      [otherKind]: 'failed',
    });
    // Audited once (only the retry that changed rows), with the filters it used.
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'message.retry_all'));
    const mine = audit.filter((a) => (a.after as { from?: string }).from === '2026-11-20');
    expect(mine.map((a) => a.after)).toEqual(
      retried
        .filter((r) => r.retried > 0)
        .map((r) => ({ count: r.retried, from: '2026-11-20', to: '2026-11-21', kind: 'order_update' })),
    );
    // A range the wrong way round, a bad state: refused, nothing requeued.
    expect((await as('admin', 'POST', '/retry?from=2026-11-22&to=2026-11-21')).status).toBe(400);
    expect((await as('admin', 'POST', '/retry?state=lost')).status).toBe(400);
    expect((await as('manager', 'POST', `/retry${range}`)).status).toBe(403);
  });

  it('health: configured from the settings, failing when the channel’s latest message did not go out', async () => {
    const health = async () =>
      (await body<{ channels: ChannelHealth[] }>(await as('admin', 'GET', '/health'), 200)).channels;
    // WhatsApp keys set; no SMTP_URL in this app.
    const none = { lastError: null, lastErrorKey: null, lastErrorParams: null };
    expect(await health()).toEqual([
      { channel: 'whatsapp', configured: true, failing: false, ...none },
      { channel: 'email', configured: false, failing: false, ...none },
      { channel: 'sms', configured: false, failing: false, ...none },
    ]);
    provider.state.mode = 'http';
    provider.state.httpStatus = 500;
    await put({});
    await work();
    const [whatsapp] = await health();
    expect(whatsapp).toMatchObject({ configured: true, failing: true });
    expect(whatsapp?.lastError).toMatch(/HTTP 500/);
    // The reason as a key and its parameters too, which the banner shows in the panel's language.
    expect(whatsapp).toMatchObject({
      lastErrorKey: 'outbox.whatsappInternalHttpText',
      lastErrorParams: { status: 500 },
    });

    provider.state.mode = 'ok';
    await put({ body: 'Outra mensagem' });
    await t.database.db.update(messages).set({ next_attempt_at: new Date() });
    await work();
    expect((await health())[0]).toMatchObject({ failing: false, lastError: null });
  });
});
