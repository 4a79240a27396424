import { describe, expect, it } from 'vitest';
import { API_KEYS_NOT_CONFIGURED, WHATSAPP_CONNECTION_ERROR } from '@/shared/messaging/errors';
import { INTERNATIONAL_BLOCKED_MESSAGE } from '@/shared/phones/rules';
import { fakeClock } from '@/testing/messaging/clock';
import type { FakeWhatsApp } from '@/testing/messaging/fake-whatsapp';
import { testLinkBox } from '@/testing/messaging/link-box';
import { email, setUpOutboxFixture, silent, whatsapp } from '@/testing/messaging/outbox-fixture';
import { captureLogger } from '@/testing/test-app';
import { queueMessage } from './outbox';
import { claimDueMessages } from './queue';
import { backoffMs, MAX_ATTEMPTS, MAX_RETRY_MS } from './retry-policy';
import { createMessagingService } from './service';
import { runWorkerOnce } from './worker';

const f = setUpOutboxFixture();

describe('outbox worker', () => {
  it('sends on both channels and records sent, the provider id and the time', async () => {
    const clock = fakeClock();
    const wa = await queueMessage(f.db, whatsapp('Olá, *Ana*!'));
    const mail = await queueMessage(f.db, email('ana@example.com'));
    const { logger, lines } = captureLogger();

    expect(await runWorkerOnce({ db: f.db, transports: f.transports(), logger, now: clock.now })).toBe(2);

    const sentWa = await f.byId(wa.id);
    expect(sentWa).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(sentWa?.provider_message_id).toMatch(/^wa-/);
    expect(sentWa?.sent_at).toBeInstanceOf(Date);
    expect(f.provider.delivered.map((r) => r.fields)).toEqual([
      [
        ['appkey', 'app'],
        ['authkey', 'auth'],
        ['to', '5511987654321'],
        ['message', 'Olá, *Ana*!'],
        ['sandbox', 'false'],
      ],
    ]);
    expect(await f.byId(mail.id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(f.sink.mails.map((m) => m.to)).toEqual([['ana@example.com']]);

    const logged = lines().filter((l) => l.msg === 'outbox: message sent');
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({
      messageId: wa.id,
      purpose: 'welcome',
      channel: 'whatsapp',
      status: 'sent',
    });
    for (const line of logged) {
      expect(line).not.toHaveProperty('body');
      expect(line).not.toHaveProperty('recipient');
    }
  });

  it('a message queued is due for a worker pass begun in the same millisecond', async () => {
    const row = await queueMessage(f.db, whatsapp('Já pode sair'));
    // The pass's clock reads the very millisecond the message was queued in.
    const claimed = await claimDueMessages(f.db, { now: new Date(row.next_attempt_at), limit: 10 });
    expect(claimed.map((m) => m.id)).toEqual([row.id]);
  });

  it('logs only the first 100 characters of a message', async () => {
    const body = `${'x'.repeat(100)}SEGREDO-DO-FIM`;
    await queueMessage(f.db, whatsapp(body));
    const { logger, lines } = captureLogger();
    await runWorkerOnce({ db: f.db, transports: f.transports(), logger });
    const line = lines().find((l) => l.msg === 'outbox: message sent');
    expect(line?.preview).toBe('x'.repeat(100));
    expect(JSON.stringify(lines())).not.toContain('SEGREDO-DO-FIM');
  });

  it('provider down for a while, then up: every message arrives exactly once', async () => {
    const clock = fakeClock();
    const bodies = Array.from({ length: 6 }, (_, i) => `Mensagem ${i + 1}`);
    const addresses = ['a@example.com', 'b@example.com', 'c@example.com'];
    for (const body of bodies) await queueMessage(f.db, whatsapp(body));
    for (const to of addresses) await queueMessage(f.db, email(to));
    const run = () =>
      runWorkerOnce({
        db: f.db,
        transports: f.transports(),
        logger: silent,
        now: clock.now,
        batchSize: 50,
      });

    f.provider.state.mode = 'down';
    f.sink.state.down = true;
    // The database stamps `next_attempt_at` in microseconds, the worker's clock counts
    // milliseconds: a message queued in the same millisecond as a claim is due at the next one
    // (PostgreSQL run, 2026-11-25: 8 of 9 claimed). Past that millisecond, all nine are due.
    clock.advance(1);
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await run()).toBe(9);
      const all = await f.rows();
      expect(all.every((r) => r.status === 'queued' && r.attempts === attempt)).toBe(true);
      expect(
        all.filter((r) => r.channel === 'whatsapp').every((r) => r.last_error === WHATSAPP_CONNECTION_ERROR),
      ).toBe(true);
      // Not due again until the backoff has passed.
      expect(await run()).toBe(0);
      clock.advance(backoffMs(attempt));
    }

    f.provider.state.mode = 'ok';
    f.sink.state.down = false;
    expect(await run()).toBe(9);
    clock.advance(MAX_RETRY_MS * 2);
    expect(await run()).toBe(0);

    const all = await f.rows();
    expect(all.map((r) => [r.status, r.attempts])).toEqual(all.map(() => ['sent', 4]));
    expect(f.provider.delivered.map((r) => f.provider.field(r, 'message')).sort()).toEqual(
      [...bodies].sort(),
    );
    expect(f.sink.mails.flatMap((m) => m.to).sort()).toEqual(addresses);
  });

  it.each<[string, Partial<FakeWhatsApp['state']>, string]>([
    ['success=false', { mode: 'fail' }, 'Saldo insuficiente na conta'],
    [
      'HTTP 503',
      { mode: 'http', httpStatus: 503 },
      'Erro interno do serviço de WhatsApp (HTTP 503: status 503 from the fake provider)',
    ],
  ])('provider answering %s: retried, then failed after the last attempt', async (_name, mode, lastError) => {
    const clock = fakeClock();
    Object.assign(f.provider.state, mode);
    const row = await queueMessage(f.db, whatsapp('Oi'));
    const before = f.provider.attempts();
    for (let round = 0; round < MAX_ATTEMPTS + 3; round++) {
      await runWorkerOnce({ db: f.db, transports: f.transports(), logger: silent, now: clock.now });
      clock.advance(MAX_RETRY_MS);
    }
    expect(await f.byId(row.id)).toMatchObject({
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      last_error: lastError,
    });
    expect(f.provider.attempts() - before).toBe(MAX_ATTEMPTS);
  });

  it('keys missing: not_configured with the exact text, not retried, sent after a staff requeue', async () => {
    const clock = fakeClock();
    const row = await queueMessage(f.db, whatsapp('Bem-vinda!'));
    for (let round = 0; round < 3; round++) {
      await runWorkerOnce({
        db: f.db,
        transports: f.transports({ whatsappKeys: false }),
        logger: silent,
        now: clock.now,
      });
      clock.advance(MAX_RETRY_MS);
    }
    expect(await f.byId(row.id)).toMatchObject({
      status: 'not_configured',
      attempts: 1,
      last_error: API_KEYS_NOT_CONFIGURED,
    });

    const service = createMessagingService({ db: f.db, env: {}, linkBox: testLinkBox() });
    expect(await service.requeue(row.id)).toBe(true);
    expect(await f.byId(row.id)).toMatchObject({ status: 'queued', attempts: 0 });
    await runWorkerOnce({ db: f.db, transports: f.transports(), logger: silent });
    expect(await f.byId(row.id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(await service.requeue(row.id)).toBe(false);
  });

  it('invalid and international numbers: failed and blocked with the exact texts, never sent', async () => {
    const clock = fakeClock();
    const invalid = await queueMessage(f.db, whatsapp('x', '12345'));
    const international = await queueMessage(f.db, whatsapp('y', '+1 404 555 0123'));
    for (let round = 0; round < 3; round++) {
      await runWorkerOnce({ db: f.db, transports: f.transports(), logger: silent, now: clock.now });
      clock.advance(MAX_RETRY_MS);
    }
    expect(await f.byId(invalid.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: 'Telefone inválido: 12345. O telefone deve ter entre 10-15 dígitos.',
    });
    expect(await f.byId(international.id)).toMatchObject({
      status: 'blocked',
      attempts: 1,
      last_error: INTERNATIONAL_BLOCKED_MESSAGE,
    });
    expect(f.provider.delivered).toHaveLength(0);
  });

  it('a message queued in a transaction that rolls back does not exist', async () => {
    await expect(
      f.db.transaction(async (tx) => {
        await queueMessage(tx, whatsapp('não deve sair'));
        throw new Error('business step failed');
      }),
    ).rejects.toThrow('business step failed');
    await f.db.transaction(async (tx) => {
      await queueMessage(tx, whatsapp('deve sair'));
    });
    expect((await f.rows()).map((r) => r.body)).toEqual(['deve sair']);
    await runWorkerOnce({ db: f.db, transports: f.transports(), logger: silent });
    expect(f.provider.delivered.map((r) => f.provider.field(r, 'message'))).toEqual(['deve sair']);
  });
});
