import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IntegrationCard } from '@/shared/integrations/cards';
import type { StripeCheckResult } from '@/shared/integrations/stripe-schemas';
import type { CookieJar } from '@/testing/accounts';
import { body, signIn } from '@/testing/orders';
import { cardTestApp } from '@/testing/payments';
import { auditEntries, storedIntegrations } from '@/testing/stored-rows';
import { captureLogger } from '@/testing/test-app';

/**
 * The Integrações Stripe card (decision 082): keys typed by the owner, sealed at rest, masked; test
 * or live from the prefix; "Verificar conexão" through the real SDK against the fake Stripe; the
 * payments module takes the stored keys without a restart.
 */
let c: Awaited<ReturnType<typeof cardTestApp>>;
let log: ReturnType<typeof captureLogger>;
let admin: CookieJar;
let manager: CookieJar;
let customer: { jar: CookieJar; userId: string };
const PK = 'pk_test_51Pshopkey00publishable';

beforeAll(async () => {
  log = captureLogger();
  c = await cardTestApp({ keysFrom: 'card', logger: log.logger });
  admin = (await signIn(c.t, 'admin')).jar;
  manager = (await signIn(c.t, 'manager', 'brazil-prime-marietta')).jar;
  customer = await signIn(c.t);
});
afterAll(() => c.close());

const as = (jar: CookieJar | null, method: string, path = '', payload?: unknown) =>
  c.call(method, `/api/integrations/staff${path}`, payload, jar ? { jar } : {});
type Cards = { cards: IntegrationCard[]; stripeMode: 'test' | 'live' | null };
const stripeCard = async () => {
  const answer = await body<Cards>(await as(admin, 'GET'), 200);
  return {
    card: answer.cards.find((x) => x.id === 'stripe') as IntegrationCard<'stripe'>,
    mode: answer.stripeMode,
  };
};
const check = async () =>
  (await body<{ result: StripeCheckResult }>(await as(admin, 'POST', '/stripe/check'), 200)).result;

describe('the Stripe card', () => {
  it('is not set up at first: card payment is not offered', async () => {
    const { card, mode } = await stripeCard();
    expect(card.state).toBe('not_set_up');
    expect(card.missing).toEqual(['secretKey']);
    expect(mode).toBeNull();
    const placed = await c.call('POST', '/api/orders', { paymentMethod: 'card' }, { jar: customer.jar });
    expect(placed.status).toBeGreaterThanOrEqual(400);
    expect((await as(admin, 'POST', '/stripe/check')).status).toBe(409);
  });

  it('refuses customers, managers and visitors', async () => {
    for (const [method, path, payload] of [
      ['PUT', '/stripe', { secretKey: c.secretKey }],
      ['POST', '/stripe/check', undefined],
    ] as const) {
      expect((await as(null, method, path, payload)).status).toBe(401);
      expect((await as(customer.jar, method, path, payload)).status).toBe(403);
      expect((await as(manager, method, path, payload)).status).toBe(403);
    }
    expect(await storedIntegrations.rows(c.t.database.db)).toEqual([]);
  });

  it('refuses keys of the wrong shape, each under its own field, and keys of two modes', async () => {
    const bad = await as(admin, 'PUT', '/stripe', {
      secretKey: 'pk_test_notasecretkey',
      publishableKey: 'sk_test_wrongfield',
      webhookSecret: 'secret_without_prefix',
    });
    const refusal = await body<{ error: { fields: Record<string, { key: string }[]> } }>(bad, 422);
    expect(Object.keys(refusal.error.fields).sort()).toEqual([
      'publishableKey',
      'secretKey',
      'webhookSecret',
    ]);
    expect(refusal.error.fields.secretKey?.[0]?.key).toBe('payment.secretKeyInvalid');
    const mixed = await as(admin, 'PUT', '/stripe', {
      secretKey: c.secretKey,
      publishableKey: 'pk_live_51Pshopkey00publishable',
    });
    expect(mixed.status).toBe(422);
    expect(await storedIntegrations.rows(c.t.database.db)).toEqual([]);
  });

  it('saves the keys sealed and masked, says test mode, checks the account, and takes card orders', async () => {
    const saved = await as(admin, 'PUT', '/stripe', {
      secretKey: c.secretKey,
      publishableKey: PK,
      webhookSecret: c.fake.webhookSecret,
    });
    const answers = [await saved.clone().text()];
    const { card } = await body<{ card: IntegrationCard<'stripe'> }>(saved, 200);
    // Saved, not yet checked (decision 083): "Configurado · ainda não testado".
    expect(card.state).toBe('untested');
    expect(card.secret.secretKey).toEqual({
      mask: `•••• ${c.secretKey.slice(-4)}`,
      source: 'stored',
      problem: null,
    });
    expect(card.plain.publishableKey).toEqual({ value: PK, source: 'stored' });
    const read = await stripeCard();
    expect(read.mode).toBe('test');

    // A live publishable key beside the stored test secret: refused on the server too.
    const mixed = await as(admin, 'PUT', '/stripe', {
      secretKey: '',
      publishableKey: 'pk_live_51Pshopkey00live',
    });
    expect(mixed.status).toBe(422);

    const result = await check();
    expect(result).toMatchObject({
      ok: true,
      mode: 'test',
      account: { name: 'Brazil Prime Market', country: 'US' },
    });
    expect((await stripeCard()).card.state).toBe('working');
    expect(c.fake.requests.some((r) => r.method === 'GET' && r.path === '/v1/account')).toBe(true);

    // The payments module reads the stored keys at once: a card order opens the hosted page.
    const { payment } = await c.cardOrder(customer);
    expect(payment.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/pay\/cs_test_/);
    expect((await c.payOnPage(payment.url, '4242 4242 4242 4242')).status).toBe(303);
    await c.fake.webhooks.settled();
    expect(c.fake.webhooks.delivered.map((d) => d.status)).not.toContain(400);

    // No secret in an answer, a log line, the audit log or the stored row.
    answers.push(await (await as(admin, 'GET')).text());
    const rows = JSON.stringify(await storedIntegrations.rows(c.t.database.db));
    const audit = JSON.stringify(await auditEntries(c.t.database.db));
    const logs = JSON.stringify(log.lines());
    for (const secret of [c.secretKey, c.fake.webhookSecret]) {
      for (const text of [...answers, rows, audit, logs]) expect(text).not.toContain(secret);
    }
    expect(audit).toContain('chave substituída');
  });

  it('a key Stripe refuses: the check says so in words, the card fails and the checkout stops offering it', async () => {
    const offered = async () =>
      (await body<{ card: boolean }>(await c.call('GET', '/api/payments/availability'), 200)).card;
    await body(await as(admin, 'PUT', '/stripe', { secretKey: 'sk_test_0000wrongkey0000' }), 200);
    // Saved but not yet checked: offered (decision 109 refuses only keys Stripe refused).
    expect(await offered()).toBe(true);
    const result = await check();
    expect(result).toMatchObject({ ok: false, reason: { key: 'payment.stripeAuthRefused' } });
    const { card } = await stripeCard();
    expect(card.state).toBe('failing');
    expect(card.health.lastError?.key).toBe('payment.stripeAuthRefused');
    expect(await offered()).toBe(false);
    // Put back the right key: saving clears the old key's failure, offered again before any check.
    await body(await as(admin, 'PUT', '/stripe', { secretKey: c.secretKey }), 200);
    expect((await stripeCard()).card.state).not.toBe('failing');
    expect(await offered()).toBe(true);
    expect((await check()).ok).toBe(true);
    const [row] = await storedIntegrations.rows(c.t.database.db, 'stripe');
    expect(row?.failing_since).toBeNull();
  });
});
