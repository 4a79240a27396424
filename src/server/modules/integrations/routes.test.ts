import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { IntegrationCard, TestResult } from '@/shared/integrations/cards';
import { type Call, nextClient, validRegistration } from '@/testing/accounts';
import { APP_KEY, type Cards, integrationsFixture, SECRETS } from '@/testing/integrations-fixture';
import type { FakeWhatsApp } from '@/testing/messaging/fake-whatsapp';
import type { SmtpSink } from '@/testing/messaging/smtp-sink';
import { body } from '@/testing/orders';
import type { captureLogger, TestApp } from '@/testing/test-app';
import { auditLog } from '../audit/schema';
import { queueMessage } from '../messaging/outbox';
import { messages } from '../messaging/schema';
import { integrations } from './schema';

const f = integrationsFixture();
const { as, emailCard, whatsAppCard, cardsOf, card, queueWhatsApp, work, expectNoSecretAnywhere } = f;
let t: TestApp;
let call: Call;
let sink: SmtpSink;
let provider: FakeWhatsApp;
let log: ReturnType<typeof captureLogger>;
let jars: ReturnType<typeof f.current>['jars'];
beforeAll(() => {
  ({ t, call, sink, provider, log, jars } = f.current());
});

describe('who may use the integrations (manage_system_settings)', () => {
  it('visitors 401, customers and managers 403 on every route; nothing saved', async () => {
    for (const [method, path, payload] of [
      ['GET', '', undefined],
      ['PUT', '/email', emailCard()],
      ['PUT', '/whatsapp', whatsAppCard()],
      ['POST', '/email/test', { to: 'dona@example.com' }],
      ['POST', '/whatsapp/test', { phone: '+5511987654321' }],
    ] as const) {
      expect((await as('visitor', method, path, payload)).status, `${method} ${path}`).toBe(401);
      expect((await as('customer', method, path, payload)).status, `${method} ${path}`).toBe(403);
      expect((await as('manager', method, path, payload)).status, `${method} ${path}`).toBe(403);
    }
    expect(await t.database.db.select().from(integrations)).toEqual([]);
    expect(sink.mails).toHaveLength(0);
    expect(provider.delivered).toHaveLength(0);
  });

  it('admins and super_admins read the cards: nothing set up yet', async () => {
    for (const who of ['admin', 'super_admin'] as const) {
      const cards = await cardsOf(who);
      expect(cards.map((c) => [c.id, c.state])).toEqual([
        ['email', 'not_set_up'],
        ['whatsapp', 'not_set_up'],
        ['sms', 'not_set_up'],
        ['stripe', 'not_set_up'],
        ['google_reviews', 'not_set_up'],
        ['google_sign_in', 'not_set_up'],
        ['public_address', 'not_set_up'],
      ]);
      expect(cards[0]?.missing).toEqual(['host', 'fromAddress']);
    }
  });
});

describe('saving a card', () => {
  it('keeps secrets sealed and out of every answer, log line and audit row', async () => {
    const answers: string[] = [];
    const saved = await as('admin', 'PUT', '/email', emailCard());
    answers.push(await saved.clone().text());
    const { card: email } = await body<{ card: IntegrationCard<'email'> }>(saved, 200);
    expect(email.state).toBe('untested');
    expect(email.plain.host).toEqual({ value: '127.0.0.1', source: 'stored' });
    // A password shows none of its characters (decision 083).
    expect(email.secret.password).toEqual({ mask: '••••••••', source: 'stored', problem: null });
    const wa = await as('super_admin', 'PUT', '/whatsapp', whatsAppCard());
    answers.push(await wa.clone().text());
    expect(wa.status).toBe(200);
    answers.push(await (await as('admin', 'GET')).text());

    // At rest: sealed values, none of them the secret.
    const rows = await t.database.db.select().from(integrations);
    const stored = JSON.stringify(rows);
    for (const secret of SECRETS) expect(stored).not.toContain(secret);
    expect(rows.find((r) => r.id === 'whatsapp')?.secrets.appKey).toMatch(/^v1\.[0-9a-f]{8}\./);

    // The audit log says which fields changed; a secret only "chave substituída".
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'integration.update'), eq(auditLog.entity_id, 'email')));
    expect(entry?.after).toMatchObject({ host: '127.0.0.1', password: 'chave substituída' });
    expect(entry?.before).toMatchObject({ host: null, password: null });
    await expectNoSecretAnywhere(answers);
  });

  it('a blank secret keeps the stored one; a typed one replaces it', async () => {
    await body(await as('admin', 'PUT', '/whatsapp', whatsAppCard()), 200);
    const first = (await t.database.db.select().from(integrations))[0]?.secrets;
    const kept = await body<{ card: IntegrationCard<'whatsapp'> }>(
      await as('admin', 'PUT', '/whatsapp', whatsAppCard({ appKey: '', authKey: '', adminPhone: '' })),
      200,
    );
    expect(kept.card.secret.appKey.mask).toBe('•••• reta');
    expect((await t.database.db.select().from(integrations))[0]?.secrets).toEqual(first);
    expect(kept.card.plain.adminPhone).toEqual({ value: '', source: 'unset' });

    const replaced = await body<{ card: IntegrationCard<'whatsapp'> }>(
      await as(
        'admin',
        'PUT',
        '/whatsapp',
        whatsAppCard({ appKey: 'nova-chave-1234', authKey: '', adminPhone: '' }),
      ),
      200,
    );
    expect(replaced.card.secret.appKey.mask).toBe('•••• 1234');
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'integration.update'), eq(auditLog.entity_id, 'whatsapp')));
    expect(audits.at(-1)?.after).toEqual({ appKey: 'chave substituída' });
    expect(audits.at(-1)?.before).toEqual({ appKey: 'chave substituída' });
  });

  it.each<[string, 'email' | 'whatsapp', Record<string, unknown>, string, string]>([
    ['a malformed host', 'email', { host: 'smtp://mail.example.com' }, 'host', 'integrations.hostInvalid'],
    ['a host with a space', 'email', { host: 'mail example.com' }, 'host', 'integrations.hostInvalid'],
    ['port 0', 'email', { port: '0' }, 'port', 'integrations.portInvalid'],
    ['port 70000', 'email', { port: 70000 }, 'port', 'integrations.portInvalid'],
    ['a port that is not a number', 'email', { port: '25a' }, 'port', 'integrations.portInvalid'],
    ['another security', 'email', { security: 'ssl' }, 'security', 'integrations.securityInvalid'],
    [
      'a sender that is not an e-mail',
      'email',
      { fromAddress: 'pedidos' },
      'fromAddress',
      'integrations.emailInvalid',
    ],
    [
      'a URL that is not one',
      'whatsapp',
      { apiUrl: 'provider.example.com' },
      'apiUrl',
      'integrations.urlInvalid',
    ],
    ['a key with a space', 'whatsapp', { appKey: 'abc def' }, 'appKey', 'integrations.secretInvalid'],
    [
      'an admin phone abroad and not +1 (§5.5; +1 hears by SMS, decision 077)',
      'whatsapp',
      { adminPhone: '+52 55 1234 5678' },
      'adminPhone',
      'phone.internationalBlocked',
    ],
    [
      'an admin phone that is not one',
      'whatsapp',
      { adminPhone: '+55 11' },
      'adminPhone',
      'integrations.phoneInvalid',
    ],
  ])(
    '%s → the field’s own message (both languages), nothing saved',
    async (_name, id, change, field, key) => {
      const input = id === 'email' ? emailCard(change) : whatsAppCard(change);
      const audits = () =>
        t.database.db.select().from(auditLog).where(eq(auditLog.action, 'integration.update'));
      const before = (await audits()).length;
      const res = await as('admin', 'PUT', `/${id}`, input);
      const { error } = await body<{ error: { key: string; fields: Record<string, { key: string }[]> } }>(
        res,
        422,
      );
      expect(error.fields[field]?.[0]?.key).toBe(key);
      expect(await t.database.db.select().from(integrations)).toEqual([]);
      expect(await audits()).toHaveLength(before);
    },
  );

  it('outside production an http:// provider is accepted (the local fake); the cards say https is not required', async () => {
    expect((await body<Cards>(await as('admin', 'GET'), 200)).httpsOnly).toBe(false);
    expect((await as('admin', 'PUT', '/whatsapp', whatsAppCard())).status).toBe(200);
  });
});

describe('sending with what was saved, without a restart', () => {
  it('a message waiting as not configured goes out after the card is saved and the desk sends it again', async () => {
    const row = await queueMessage(t.database.db, {
      channel: 'email',
      recipient: 'ana@example.com',
      subject: 'Pedido',
      body: 'Seu pedido foi confirmado.',
      purpose: 'order_update',
    });
    await work();
    const [waited] = await t.database.db.select().from(messages).where(eq(messages.id, row.id));
    expect(waited).toMatchObject({ status: 'not_configured', last_error_key: 'outbox.emailNotConfigured' });

    await body(await as('admin', 'PUT', '/email', emailCard()), 200);
    // The desk's "send again" (decision 050) with the new configuration in force.
    await body(
      await call('POST', `/api/messages/staff/${row.id}/retry`, undefined, { jar: jars.admin }),
      200,
    );
    await work();
    const [sent] = await t.database.db.select().from(messages).where(eq(messages.id, row.id));
    expect(sent).toMatchObject({ status: 'sent', last_error: null, last_error_key: null });
    expect(sink.mails.map((m) => [m.from, m.to])).toEqual([['pedidos@example.com', ['ana@example.com']]]);
    // The send is the card's news: working, with its last success.
    const email = await card('email');
    expect(email.state).toBe('working');
    expect(email.health.lastSuccessAt).not.toBeNull();
  });

  it('a new customer’s welcome and the admin notice go to the WhatsApp card’s provider and phone', async () => {
    await body(await as('admin', 'PUT', '/whatsapp', whatsAppCard()), 200);
    const res = await call('POST', '/api/accounts/register', validRegistration(), { client: nextClient() });
    expect(res.status).toBe(201);
    await work();
    const sent = provider.delivered.map((r) => [provider.field(r, 'to'), provider.field(r, 'appkey')]);
    expect(sent.sort()).toEqual([
      ['5511987654321', APP_KEY],
      ['5511999990001', APP_KEY],
    ]);
    await expectNoSecretAnywhere([]);
  });

  it('a provider that starts refusing: the card says failing since, with its error in words', async () => {
    await body(await as('admin', 'PUT', '/whatsapp', whatsAppCard()), 200);
    provider.state.mode = 'http';
    provider.state.httpStatus = 401;
    await queueWhatsApp();
    await work();
    const wa = await card('whatsapp');
    expect(wa.state).toBe('failing');
    expect(wa.health.failingSince).not.toBeNull();
    expect(wa.health.lastError).toMatchObject({
      key: 'outbox.whatsappConfigHttpText',
      params: { status: 401 },
      message: 'Configuração do WhatsApp incompleta (HTTP 401: status 401 from the fake provider)',
    });
  });
});

describe('test sends (bounded, in words)', () => {
  it('"send a test e-mail" reaches the SMTP server; the card works', async () => {
    await body(await as('admin', 'PUT', '/email', emailCard()), 200);
    const { result } = await body<{ result: TestResult }>(
      await as('admin', 'POST', '/email/test', { to: 'dona@example.com' }),
      200,
    );
    expect(result).toEqual({ ok: true, message: 'Mensagem de teste enviada.' });
    expect(sink.mails.map((m) => m.to)).toEqual([['dona@example.com']]);
    expect(sink.mails[0]?.raw).toContain('mensagem de teste');
    expect((await card('email')).state).toBe('working');
    // Saved again: untried since, so "set up · not tested yet"; the next test makes it work again.
    await body(await as('admin', 'PUT', '/email', emailCard({ fromName: 'Brazil Prime Loja' })), 200);
    expect((await card('email')).state).toBe('untested');
    await body(await as('admin', 'POST', '/email/test', { to: 'dona@example.com' }), 200);
    expect((await card('email')).state).toBe('working');
  });

  it('a wrong password: "authentication refused", the card failing; never the password', async () => {
    await body(await as('admin', 'PUT', '/email', emailCard({ password: 'senha-errada-0000' })), 200);
    const res = await as('admin', 'POST', '/email/test', { to: 'dona@example.com' });
    const text = await res.clone().text();
    const { result } = await body<{ result: TestResult }>(res, 200);
    expect(result).toMatchObject({ ok: false, reason: { key: 'outbox.emailAuthRefusedText' } });
    expect(text).not.toContain('senha-errada-0000');
    expect((await card('email')).state).toBe('failing');
    expect(JSON.stringify(log.lines())).not.toContain('senha-errada-0000');
  });

  it('"send a test WhatsApp message" reaches the provider; a number abroad is refused with the §8.6 text', async () => {
    await body(await as('admin', 'PUT', '/whatsapp', whatsAppCard()), 200);
    const { result } = await body<{ result: TestResult }>(
      await as('admin', 'POST', '/whatsapp/test', { phone: '+5511987654321' }),
      200,
    );
    expect(result.ok).toBe(true);
    expect(provider.delivered.map((r) => provider.field(r, 'to'))).toEqual(['5511987654321']);

    const abroad = await as('admin', 'POST', '/whatsapp/test', { phone: '+14045550134' });
    const { error } = await body<{ error: { fields: Record<string, { key: string; message: string }[]> } }>(
      abroad,
      422,
    );
    expect(error.fields.phone?.[0]).toMatchObject({
      key: 'phone.internationalBlocked',
      message: expect.stringContaining('Envio Internacional'),
    });
    expect(provider.delivered).toHaveLength(1);
  });

  it('a provider that drops the connection: "could not connect", and the screen is answered', async () => {
    await body(await as('admin', 'PUT', '/whatsapp', whatsAppCard()), 200);
    provider.state.mode = 'down';
    const { result } = await body<{ result: TestResult }>(
      await as('admin', 'POST', '/whatsapp/test', { phone: '+5511987654321' }),
      200,
    );
    expect(result).toMatchObject({ ok: false, reason: { key: 'outbox.whatsappConnectionError' } });
  });

  it('nothing saved: the test is refused (409) and nothing is sent', async () => {
    const res = await as('admin', 'POST', '/email/test', { to: 'dona@example.com' });
    expect((await body<{ error: { key: string } }>(res, 409)).error.key).toBe('integrations.notSetUp');
    expect(sink.mails).toHaveLength(0);
  });
});
