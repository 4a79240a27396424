import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { IntegrationCard, TestResult } from '@/shared/integrations/cards';
import { SMS_CONSENT_VERSION, SMS_STOP_FOOTER } from '@/shared/sms/rules';
import { type Call, type CookieJar, caller } from '@/testing/accounts';
import { demoProducts } from '@/testing/cart';
import { type FakeTwilio, startFakeTwilio } from '@/testing/fake-twilio';
import {
  body,
  createOrdersTestApp,
  deliveryInput,
  placeOrder,
  setStock,
  signIn,
  standardCart,
} from '@/testing/orders';
import { captureLogger, type TestApp } from '@/testing/test-app';
import { usersUnified } from '../accounts/schema';
import { auditLog } from '../audit/schema';
import { integrations } from '../integrations/schema';
import { messages, smsOptOuts } from './schema';
import { runWorkerOnce } from './worker';

/**
 * SMS to US phones (issue 35, decision 077), end to end through the API: the real `twilio` client
 * talks to the fake Twilio Messages API on 127.0.0.1 (TWILIO_API_URL), the STOP webhook is signed
 * the way Twilio signs it.
 */
const PUBLIC_URL = 'https://loja.example.com';
const WEBHOOK = '/api/sms/twilio/inbound';
const US_PHONE = '+14045550123';

let twilioFake: FakeTwilio;
let t: TestApp;
let call: Call;
let log: ReturnType<typeof captureLogger>;
let admin: CookieJar;
let manager: CookieJar;

const smsCard = (change: Record<string, unknown> = {}) => ({
  accountSid: twilioFake.accountSid,
  authToken: twilioFake.authToken,
  from: '+1 404 555 0100',
  messagingServiceSid: '',
  ...change,
});
const integrationsCall = (jar: CookieJar, method: string, path: string, payload?: unknown) =>
  call(method, `/api/integrations/staff${path}`, payload, { jar });
const work = () =>
  runWorkerOnce({ db: t.database.db, transports: t.services.transports, logger: log.logger });
const smsRows = () => t.database.db.select().from(messages).where(eq(messages.channel, 'sms'));
const inbound = (from: string, text: string, token?: string) =>
  t.app.request(WEBHOOK, twilioFake.inboundRequest(`${PUBLIC_URL}${WEBHOOK}`, from, text, {}, token));

/** A customer with a +1 checkout phone places an order, ticking the SMS box or not. */
async function order(smsConsent: boolean) {
  const customer = await signIn(t, 'customer');
  const p = await demoProducts(t);
  await setStock(t.database.db, p.picanha12.id, null);
  await standardCart(t.database.db, p, customer.userId);
  await body(await placeOrder(call, customer.jar, deliveryInput({ smsConsent })), 201);
  return customer;
}

beforeAll(async () => {
  twilioFake = await startFakeTwilio();
  log = captureLogger();
  t = await createOrdersTestApp(
    undefined,
    { TWILIO_API_URL: twilioFake.url, PUBLIC_URL, LOG_LEVEL: 'debug' },
    log.logger,
  );
  call = caller(t);
  admin = (await signIn(t, 'admin')).jar;
  manager = (await signIn(t, 'manager', 'brazil-prime-marietta')).jar;
});
afterAll(async () => {
  await t.close();
  await twilioFake.close();
});
beforeEach(async () => {
  await t.database.db.delete(integrations);
  await t.database.db.delete(messages);
  await t.database.db.delete(smsOptOuts);
  t.services.integrations.invalidate();
  twilioFake.messages.length = 0;
  twilioFake.state.mode = 'ok';
});

describe('the SMS card', () => {
  it('managers 403; admins save it: the token sealed, masked, never in an answer, log or audit row', async () => {
    expect((await integrationsCall(manager, 'PUT', '/sms', smsCard())).status).toBe(403);
    expect((await integrationsCall(manager, 'POST', '/sms/test', { phone: US_PHONE })).status).toBe(403);

    const saved = await integrationsCall(admin, 'PUT', '/sms', smsCard());
    const text = await saved.clone().text();
    const { card } = await body<{ card: IntegrationCard<'sms'> }>(saved, 200);
    // Saved, never tried: not "working" yet (decision 083).
    expect(card.state).toBe('untested');
    expect(card.plain.from).toEqual({ value: '+14045550100', source: 'stored' });
    expect(card.secret.authToken).toEqual({
      mask: '••••••••',
      source: 'stored',
      problem: null,
    });
    const listed = await (await integrationsCall(admin, 'GET', '')).text();
    const rows = JSON.stringify(await t.database.db.select().from(integrations));
    const audit = JSON.stringify(await t.database.db.select().from(auditLog));
    for (const where of [text, listed, rows, audit, JSON.stringify(log.lines())])
      expect(where).not.toContain(twilioFake.authToken);
    expect(audit).toContain('chave substituída');
  });

  it.each([
    [{ accountSid: 'AC123' }, 'accountSid', 'sms.accountSidInvalid'],
    [{ authToken: 'token with spaces' }, 'authToken', 'sms.authTokenInvalid'],
    [{ from: '404-555-0100' }, 'from', 'sms.fromInvalid'],
    [{ messagingServiceSid: 'MG-nope' }, 'messagingServiceSid', 'sms.messagingServiceSidInvalid'],
  ])('%j → the field’s own message, nothing saved', async (change, field, key) => {
    const res = await integrationsCall(admin, 'PUT', '/sms', smsCard(change));
    const { error } = await body<{ error: { fields: Record<string, { key: string }[]> } }>(res, 422);
    expect(error.fields[field]?.[0]?.key).toBe(key);
    expect(await t.database.db.select().from(integrations)).toEqual([]);
  });

  it('without a sender the card is not set up, and says the number is missing', async () => {
    const { card } = await body<{ card: IntegrationCard<'sms'> }>(
      await integrationsCall(admin, 'PUT', '/sms', smsCard({ from: '' })),
      200,
    );
    expect(card.state).toBe('not_set_up');
    expect(card.missing).toEqual(['from']);
  });

  it('"Enviar SMS de teste" reaches Twilio; a wrong token says Twilio refused it (20003) and the card fails', async () => {
    await body(await integrationsCall(admin, 'PUT', '/sms', smsCard()), 200);
    const sent = await body<{ result: TestResult }>(
      await integrationsCall(admin, 'POST', '/sms/test', { phone: '(404) 555-0199' }),
      200,
    );
    expect(sent.result.ok).toBe(true);
    expect(twilioFake.messages.map((m) => [m.to, m.from])).toEqual([['+14045550199', '+14045550100']]);
    expect(twilioFake.messages[0]?.body).toMatch(/^Mensagem de teste da /);

    const brazil = await integrationsCall(admin, 'POST', '/sms/test', { phone: '+55 11 98765-4321' });
    expect((await body<{ error: { key: string } }>(brazil, 422)).error.key).toBe('sms.phoneNotUs');

    await body(await integrationsCall(admin, 'PUT', '/sms', smsCard({ authToken: 'ab'.repeat(16) })), 200);
    const refused = await body<{ result: TestResult }>(
      await integrationsCall(admin, 'POST', '/sms/test', { phone: US_PHONE }),
      200,
    );
    expect(refused.result).toMatchObject({
      ok: false,
      reason: { key: 'sms.twilioAuthRefused', params: { code: 20003 } },
    });
    const cards = await body<{ cards: IntegrationCard[] }>(await integrationsCall(admin, 'GET', ''), 200);
    expect(cards.cards.find((c) => c.id === 'sms')?.state).toBe('failing');
  });
});

describe('order messages by SMS', () => {
  it('a +1 customer who ticked the box gets the confirmation by SMS (with STOP words); the consent is on the profile', async () => {
    await body(await integrationsCall(admin, 'PUT', '/sms', smsCard()), 200);
    const customer = await order(true);
    const [profile] = await t.database.db
      .select({ metadata: usersUnified.metadata })
      .from(usersUnified)
      .where(eq(usersUnified.auth_user_id, customer.userId));
    expect(profile?.metadata.smsConsent).toMatchObject({
      phone: US_PHONE,
      version: SMS_CONSENT_VERSION,
      source: 'checkout',
    });
    await work();
    expect(twilioFake.messages).toHaveLength(1);
    const [sms] = twilioFake.messages;
    expect(sms?.to).toBe(US_PHONE);
    expect(sms?.body, sms?.body).toMatch(/^Brazil Prime: pedido BP-\d+ recebido\. /);
    expect(sms?.body.endsWith(SMS_STOP_FOOTER)).toBe(true);
    expect(Number(sms?.num_segments)).toBeLessThanOrEqual(2);
    const [row] = await smsRows();
    expect(row).toMatchObject({ status: 'sent', provider_message_id: sms?.sid, purpose: 'order_update' });
  });

  it('one who did not tick it gets no SMS at all (the e-mail still goes in the outbox)', async () => {
    await body(await integrationsCall(admin, 'PUT', '/sms', smsCard()), 200);
    await order(false);
    await work();
    expect(await smsRows()).toEqual([]);
    expect(twilioFake.messages).toEqual([]);
    const emails = await t.database.db.select().from(messages).where(eq(messages.channel, 'email'));
    expect(emails.some((m) => m.purpose === 'order_update')).toBe(true);
  });

  it('without the SMS card the message waits as not configured; once saved, the desk sends it again', async () => {
    await order(true);
    await work();
    const [waiting] = await smsRows();
    expect(waiting).toMatchObject({ status: 'not_configured', last_error_key: 'sms.notConfigured' });
    await body(await integrationsCall(admin, 'PUT', '/sms', smsCard()), 200);
    await body(
      await call('POST', `/api/messages/staff/${waiting?.id}/retry`, undefined, { jar: admin }),
      200,
    );
    await work();
    expect((await smsRows())[0]).toMatchObject({ status: 'sent' });
    expect(twilioFake.messages).toHaveLength(1);
  });
});

describe('STOP and START (Twilio’s signed webhook)', () => {
  it('a signed STOP marks the phone opted out: the next SMS is blocked and the desk says why; START re-opts in', async () => {
    await body(await integrationsCall(admin, 'PUT', '/sms', smsCard()), 200);
    const stop = await inbound(US_PHONE, 'Stop');
    expect(stop.status).toBe(200);
    expect(await stop.text()).toContain('<Response>');
    expect(await t.database.db.select().from(smsOptOuts)).toMatchObject([
      { phone: US_PHONE, source: 'stop_reply' },
    ]);

    await order(true);
    await work();
    const [blocked] = await smsRows();
    expect(blocked).toMatchObject({ status: 'blocked', last_error_key: 'sms.optedOut' });
    expect(twilioFake.messages).toEqual([]);
    const desk = await body<{ messages: { id: string; channel: string; lastErrorKey: string | null }[] }>(
      await call('GET', '/api/messages/staff?channel=sms', undefined, { jar: admin }),
      200,
    );
    expect(desk.messages.map((m) => [m.channel, m.lastErrorKey])).toEqual([['sms', 'sms.optedOut']]);

    expect((await inbound(US_PHONE, 'START')).status).toBe(200);
    expect(await t.database.db.select().from(smsOptOuts)).toEqual([]);
  });

  it('a forged or unsigned request is refused (403) and changes nothing', async () => {
    await body(await integrationsCall(admin, 'PUT', '/sms', smsCard()), 200);
    const forged = await inbound(US_PHONE, 'STOP', 'ff'.repeat(16));
    expect(forged.status).toBe(403);
    expect(((await forged.json()) as { error: { key: string } }).error.key).toBe('sms.signatureInvalid');
    const unsigned = await t.app.request(WEBHOOK, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ From: US_PHONE, Body: 'STOP' }).toString(),
    });
    expect(unsigned.status).toBe(403);
    // Signed for another address than the shop's public one: refused too.
    const elsewhere = await t.app.request(
      WEBHOOK,
      twilioFake.inboundRequest(`https://evil.example.com${WEBHOOK}`, US_PHONE, 'STOP'),
    );
    expect(elsewhere.status).toBe(403);
    expect(await t.database.db.select().from(smsOptOuts)).toEqual([]);
  });

  it('a number Twilio refuses as unsubscribed (21610) is blocked and learnt as opted out', async () => {
    await body(await integrationsCall(admin, 'PUT', '/sms', smsCard()), 200);
    twilioFake.unsubscribe(US_PHONE);
    await order(true);
    await work();
    twilioFake.resubscribe(US_PHONE);
    expect((await smsRows())[0]).toMatchObject({ status: 'blocked', last_error_key: 'sms.optedOut' });
    expect(
      await t.database.db
        .select()
        .from(smsOptOuts)
        .where(and(eq(smsOptOuts.phone, US_PHONE))),
    ).toMatchObject([{ source: 'provider_refused' }]);
  });
});

describe('the environment wins (TWILIO_*)', () => {
  it('shows the fields as set on the server, saves none of them, and sends with them', async () => {
    const envLog = captureLogger();
    const envApp = await createOrdersTestApp(
      undefined,
      {
        TWILIO_API_URL: twilioFake.url,
        TWILIO_ACCOUNT_SID: twilioFake.accountSid,
        TWILIO_AUTH_TOKEN: twilioFake.authToken,
        TWILIO_FROM: '+14045550100',
        LOG_LEVEL: 'debug',
      },
      envLog.logger,
    );
    try {
      const envCall = caller(envApp);
      const jar = (await signIn(envApp, 'admin')).jar;
      const listed = await envCall('GET', '/api/integrations/staff', undefined, { jar });
      const text = await listed.clone().text();
      const { cards } = await body<{ cards: IntegrationCard[] }>(listed, 200);
      const sms = cards.find((c): c is IntegrationCard<'sms'> => c.id === 'sms');
      expect(sms?.state).toBe('untested');
      expect(sms?.plain.accountSid).toEqual({ value: twilioFake.accountSid, source: 'env' });
      expect(sms?.secret.authToken).toEqual({ mask: null, source: 'env', problem: null });
      expect(text).not.toContain(twilioFake.authToken);
      // Only the messaging service is left to the screen; the rest is never stored.
      await body(
        await envCall('PUT', '/api/integrations/staff/sms', smsCard({ authToken: 'cd'.repeat(16) }), { jar }),
        200,
      );
      const [row] = await envApp.database.db.select().from(integrations).where(eq(integrations.id, 'sms'));
      expect(row?.secrets ?? {}).toEqual({});
      const sent = await body<{ result: TestResult }>(
        await envCall('POST', '/api/integrations/staff/sms/test', { phone: US_PHONE }, { jar }),
        200,
      );
      expect(sent.result.ok).toBe(true);
      expect(twilioFake.messages.at(-1)?.to).toBe(US_PHONE);
      expect(JSON.stringify(envLog.lines())).not.toContain(twilioFake.authToken);
    } finally {
      await envApp.close();
    }
  });
});
