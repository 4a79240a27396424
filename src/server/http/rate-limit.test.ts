import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRetryTime, rateLimitMessages, retryParams } from '@/shared/accounts/messages';
import { type Call, CookieJar, caller, fromAddress } from '@/testing/accounts';
import { createTestApp, type TestApp } from '@/testing/test-app';
import { upsertUser } from '../modules/accounts/actions/upsert-user';
import {
  classifyRequest,
  createRateLimits,
  DEFAULT_BLOCK_S,
  RATE_LIMITS,
  type RateClass,
  type RateLimits,
} from './rate-limit';

describe('§9 rate-limit table and classification', () => {
  it('has the four classes of §9 with their limits and blocks, and the failed sign-ins per address', () => {
    expect(RATE_LIMITS).toEqual({
      auth: { points: 5, durationS: 900, blockS: 900 },
      admin: { points: 200, durationS: 60, blockS: 1 },
      general: { points: 1000, durationS: 60, blockS: 1 },
      upload: { points: 30, durationS: 60, blockS: 120 },
      login_address: { points: 10, durationS: 900, blockS: 900 },
    });
    expect(DEFAULT_BLOCK_S).toBe(60);
  });

  it.each([
    ['GET', false, 'general'],
    ['HEAD', true, 'general'],
    ['GET', true, 'general'],
    ['POST', false, 'upload'],
    ['DELETE', false, 'upload'],
    ['PATCH', true, 'admin'],
    ['DELETE', true, 'admin'],
  ] as const)('%s by staff=%s counts as %s', (method, staff, cls) => {
    expect(classifyRequest({ method, staff })).toBe(cls);
  });

  it('blocks the 6th auth call for 15 minutes and tells when', async () => {
    let now = Date.parse('2025-01-15T19:00:00Z');
    const limits = createRateLimits({ now: () => now });
    for (let i = 0; i < 5; i++) expect((await limits.consume('auth', 'k')).ok).toBe(true);
    const refused = await limits.consume('auth', 'k');
    expect(refused.ok).toBe(false);
    const retryAt = !refused.ok ? refused.retryAt.getTime() : 0;
    expect(Math.abs(retryAt - (now + 15 * 60_000))).toBeLessThan(2000);
    expect((await limits.consume('auth', 'other')).ok).toBe(true);
    await limits.reset('auth', 'k');
    now += 1;
    expect((await limits.consume('auth', 'k')).ok).toBe(true);
  });
});

/** The real limiters, recording which class and key each call used. */
function recording(inner: RateLimits, calls: [RateClass, string][]): RateLimits {
  return {
    ...inner,
    consume: (cls, key) => {
      calls.push([cls, key]);
      return inner.consume(cls, key);
    },
    enforce: (cls, key, message) => {
      calls.push([cls, key]);
      return inner.enforce(cls, key, message);
    },
  };
}

describe('rate limits on the API', () => {
  let t: TestApp;
  let call: Call;
  const calls: [RateClass, string][] = [];
  beforeAll(async () => {
    t = await createTestApp({
      env: { TRUSTED_PROXIES: '10.0.0.1' },
      services: () => ({ rateLimits: recording(createRateLimits(), calls) }),
    });
    call = caller(t);
    await upsertUser(t.database.db, { email: 'eva@example.com', password: 'segredo123', role: 'customer' });
    await upsertUser(t.database.db, { email: 'chefe@example.com', password: 'segredo123', role: 'admin' });
    // One account per test: wrong passwords also pace their account (decision 074, sign-in-paced.test.ts).
    for (const email of ['ivo@example.com', 'lia@example.com', 'nina@example.com'])
      await upsertUser(t.database.db, { email, password: 'segredo123', role: 'customer' });
  });
  afterAll(() => t.close());

  it('refuses the 6th sign-in attempt in 15 minutes with 429, Retry-After and the unblock time', async () => {
    // Eva's own browser signed in before (its trusted-browser cookie, decision 074).
    const evas = new CookieJar();
    const before0 = await call(
      'POST',
      '/api/accounts/login',
      { email: 'eva@example.com', password: 'segredo123' },
      { jar: evas, client: fromAddress('192.0.2.51') },
    );
    expect(before0.status).toBe(200);
    const client = fromAddress('192.0.2.50');
    for (let i = 0; i < 5; i++) {
      const res = await call(
        'POST',
        '/api/accounts/login',
        { email: 'eva@example.com', password: `errada${i}00` },
        { client },
      );
      expect(res.status).toBe(401);
    }
    const before = Date.now();
    const sixth = await call(
      'POST',
      '/api/accounts/login',
      { email: 'eva@example.com', password: 'segredo123' },
      { client },
    );
    expect(sixth.status).toBe(429);
    const body = await sixth.json();
    const retryAt = new Date(body.error.retryAt);
    expect(retryAt.getTime() - before).toBeGreaterThan(14 * 60_000);
    expect(retryAt.getTime() - before).toBeLessThanOrEqual(15 * 60_000 + 2000);
    expect(body.error).toEqual({
      code: 'rate_limited',
      key: 'rateLimit.login',
      params: { time: formatRetryTime(retryAt) },
      message: rateLimitMessages.login(retryAt),
      retryAt: body.error.retryAt,
    });
    expect(body.error.message).toMatch(
      /^Muitas tentativas de login falharam\. Tente novamente às \d{2}:\d{2}\.$/,
    );
    expect(body.error.message).toContain(formatRetryTime(retryAt));
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(14 * 60);

    // Another address is not held back by this address's limit (Eva's browser: the account's own
    // pacing does not reach it either).
    const elsewhere = await call(
      'POST',
      '/api/accounts/login',
      { email: 'eva@example.com', password: 'segredo123' },
      { jar: evas, client: fromAddress('192.0.2.51') },
    );
    expect(elsewhere.status).toBe(200);
  });

  it('one address guessing one password over many accounts is stopped after 10 failures (spraying)', async () => {
    const client = fromAddress('192.0.2.70');
    // Successful sign-ins from the address do not count.
    for (let i = 0; i < 3; i++) {
      const ok = await call(
        'POST',
        '/api/accounts/login',
        { email: 'ivo@example.com', password: 'segredo123' },
        { client },
      );
      expect(ok.status).toBe(200);
    }
    for (let i = 0; i < 10; i++) {
      const res = await call(
        'POST',
        '/api/accounts/login',
        { email: `alvo${i}@example.com`, password: 'verao2026' },
        { client },
      );
      expect(res.status).toBe(401);
    }
    const eleventh = await call(
      'POST',
      '/api/accounts/login',
      { email: 'alvo10@example.com', password: 'verao2026' },
      { client },
    );
    expect(eleventh.status).toBe(429);
    expect((await eleventh.json()).error.key).toBe('rateLimit.login');
    // Held back now even with the right password; another address is not.
    const right = await call(
      'POST',
      '/api/accounts/login',
      { email: 'ivo@example.com', password: 'segredo123' },
      { client },
    );
    expect(right.status).toBe(429);
    const office = fromAddress('192.0.2.71');
    const typo = await call(
      'POST',
      '/api/accounts/login',
      { email: 'ivo@example.com', password: 'segredo12' },
      { client: office },
    );
    expect(typo.status).toBe(401);
    const fixed = await call(
      'POST',
      '/api/accounts/login',
      { email: 'ivo@example.com', password: 'segredo123' },
      { client: office },
    );
    expect(fixed.status).toBe(200);
  });

  it('a successful sign-in clears the failures of that address and e-mail', async () => {
    const client = fromAddress('192.0.2.60');
    for (let i = 0; i < 4; i++)
      await call(
        'POST',
        '/api/accounts/login',
        { email: 'lia@example.com', password: 'errada999' },
        { client },
      );
    expect(
      (
        await call(
          'POST',
          '/api/accounts/login',
          { email: 'lia@example.com', password: 'segredo123' },
          { client },
        )
      ).status,
    ).toBe(200);
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await call(
            'POST',
            '/api/accounts/login',
            { email: 'lia@example.com', password: 'errada999' },
            { client },
          )
        ).status,
      ).toBe(401);
    }
  });

  it('limits registration and forgotten-password requests per address', async () => {
    const client = fromAddress('192.0.2.70');
    for (let i = 0; i < 5; i++) {
      expect(
        (await call('POST', '/api/accounts/forgot-password', { email: 'x@example.com' }, { client })).status,
      ).toBe(200);
    }
    const blocked = await call(
      'POST',
      '/api/accounts/forgot-password',
      { email: 'x@example.com' },
      { client },
    );
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).error.message).toMatch(
      /^Muitas tentativas\. Tente novamente às \d{2}:\d{2}$/,
    );
  });

  it('classifies and keys the other calls: reads general, writes upload, staff writes admin', async () => {
    calls.length = 0;
    await call('GET', '/api/settings', undefined, { client: fromAddress('192.0.2.80') });
    await call('GET', '/api/health', undefined, { client: fromAddress('192.0.2.80') });
    await call('POST', '/api/accounts/logout', undefined, { client: fromAddress('192.0.2.80') });
    const staff = new CookieJar();
    await call(
      'POST',
      '/api/accounts/login',
      { email: 'chefe@example.com', password: 'segredo123' },
      { jar: staff, client: fromAddress('192.0.2.81') },
    );
    const customer = new CookieJar();
    await call(
      'POST',
      '/api/accounts/login',
      { email: 'nina@example.com', password: 'segredo123' },
      { jar: customer, client: fromAddress('192.0.2.82') },
    );
    calls.length = 0;
    const me = await call('GET', '/api/accounts/me', undefined, { jar: staff });
    const staffId = (await me.json()).user.id;
    await call('POST', '/api/accounts/session/refresh', undefined, { jar: staff });
    const customerId = (await (await call('GET', '/api/accounts/me', undefined, { jar: customer })).json())
      .user.id;
    await call('PATCH', '/api/accounts/me', { fullName: 'Eva Lima' }, { jar: customer });
    expect(calls).toEqual([
      ['general', `user:${staffId}`],
      ['admin', `user:${staffId}`],
      ['general', `user:${customerId}`],
      ['upload', `user:${customerId}`],
    ]);
  });

  it('keys visitors by the address a trusted proxy forwarded, and by the socket otherwise', async () => {
    calls.length = 0;
    await call('GET', '/api/settings', undefined, {
      client: fromAddress('10.0.0.1'),
      headers: { 'x-forwarded-for': '198.51.100.20' },
    });
    await call('GET', '/api/settings', undefined, {
      client: fromAddress('192.0.2.90'),
      headers: { 'x-forwarded-for': '198.51.100.20' },
    });
    expect(calls).toEqual([
      ['general', 'ip:198.51.100.20'],
      ['general', 'ip:192.0.2.90'],
    ]);
  });
});

describe('a general-class refusal', () => {
  let t: TestApp;
  beforeAll(async () => {
    const refuseAll: RateLimits = {
      ...createRateLimits(),
      consume: async () => ({ ok: false, retryAt: new Date(Date.now() + 30_000) }),
      enforce: async (_cls, _key, message) => {
        const { AppError } = await import('./app-error');
        const retryAt = new Date(Date.now() + 30_000);
        throw new AppError('rate_limited', message, { params: retryParams(retryAt), retryAt });
      },
    };
    t = await createTestApp({ services: () => ({ rateLimits: refuseAll }) });
  });
  afterAll(() => t.close());

  it('answers 429 with the §8.1 text, Retry-After and retryAt; health is never limited', async () => {
    const res = await t.app.request('/api/settings');
    expect(res.status).toBe(429);
    const body = await res.json();
    expect(body.error.code).toBe('rate_limited');
    expect(body.error.message).toMatch(/^Limite de requisições atingido\. Tente novamente às \d{2}:\d{2}$/);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(29);
    expect((await t.app.request('/api/health')).status).toBe(200);
  });
});
