import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, CookieJar, caller, nextClient } from '@/testing/accounts';
import { sentBody } from '@/testing/messaging/links';
import { outbox } from '@/testing/messaging/outbox';
import { createTestApp, type TestApp } from '@/testing/test-app';
import { upsertUser } from './actions/upsert-user';
import { accountUnlocks } from './schema';

/**
 * Issue 34 (decision 074): one account guessed from 30 addresses answered 30 × 401. Now the account
 * is paced (after 5 wrong passwords each next attempt waits, 429 + Retry-After), except from a
 * browser that signed in to it before; an unlock link by e-mail lifts the pacing.
 */
const PASSWORD = 'segredo123';

describe('per-account sign-in pacing', () => {
  let t: TestApp;
  let call: Call;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://shop.example.com' } });
    call = caller(t);
    for (const email of ['olga@example.com', 'rui@example.com']) {
      await upsertUser(t.database.db, { email, password: PASSWORD, role: 'customer', name: 'Olga Souza' });
    }
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, jar?: CookieJar) =>
    call(
      'POST',
      '/api/accounts/login',
      { email, password },
      { client: nextClient(), ...(jar ? { jar } : {}) },
    );
  const post = (path: string, payload: unknown) =>
    call('POST', `/api/accounts${path}`, payload, { client: nextClient() });

  it('paces one account guessed from 30 addresses, but never the browser its owner signed in with', async () => {
    // The owner signed in here before: this browser carries the trusted-browser cookie.
    const owner = new CookieJar();
    const first = await login('olga@example.com', PASSWORD, owner);
    expect(first.status).toBe(200);
    const cookie = first.headers.getSetCookie().find((c) => c.includes('trusted_browser'));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/api\/accounts/);

    const statuses: number[] = [];
    let paced: Response | undefined;
    for (let i = 0; i < 30; i++) {
      const res = await login('olga@example.com', `wrong-${i}-pass`);
      statuses.push(res.status);
      if (res.status === 429) paced = res;
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual(Array(25).fill(429));
    const retryAfter = Number(paced!.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(15);
    expect((await paced!.json()).error).toMatchObject({ code: 'rate_limited', key: 'auth.signInPaced' });

    // The owner's browser is not paced by the attacker, even from another address.
    expect((await login('olga@example.com', PASSWORD, owner)).status).toBe(200);
    // A forged cookie (another browser's id, the signature not ours) is not trusted.
    const forged = new CookieJar();
    const value = owner.get('shop.trusted_browser')!;
    forged.store(
      new Response(null, {
        headers: { 'set-cookie': `shop.trusted_browser=${value.replace(/\.[^.]+$/, '.AAAA')}` },
      }),
    );
    expect((await login('olga@example.com', PASSWORD, forged)).status).toBe(429);
    // Another account's trusted browser is not trusted for this one.
    const other = new CookieJar();
    expect((await login('rui@example.com', PASSWORD, other)).status).toBe(200);
    expect((await login('olga@example.com', PASSWORD, other)).status).toBe(429);
  });

  it('paces an address without an account the same way (nothing told)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await login('ninguem@example.com', `wrong-${i}-pass`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it('an unlock link by e-mail (single use, hashed at rest, through the outbox) lifts the pacing', async () => {
    const newBrowser = () => login('olga@example.com', PASSWORD, new CookieJar());
    expect((await newBrowser()).status).toBe(429);
    const unknown = await post('/unlock/request', { email: 'ninguem@example.com' });
    const known = await post('/unlock/request', { email: ' OLGA@example.com ' });
    expect([unknown.status, known.status]).toEqual([200, 200]);
    expect(await unknown.json()).toEqual(await known.json());

    const mails = await outbox(t.database.db).rows({ purpose: 'account_unlock' }, 'newest');
    expect(mails.map((m) => m.recipient)).toEqual(['olga@example.com']);
    expect(mails[0]!.body).toContain('https://shop.example.com/auth/unlock?token=••••');
    const token = sentBody(t, mails[0]!).match(/\/auth\/unlock\?token=([\w-]+)/)?.[1];
    expect(token).toBeTruthy();
    const [link] = await t.database.db.select().from(accountUnlocks);
    expect(JSON.stringify(link)).not.toContain(token!);

    expect((await post('/unlock', { token: 'not-a-token' })).status).toBe(400);
    const done = await post('/unlock', { token });
    expect(done.status).toBe(200);
    expect((await newBrowser()).status).toBe(200);
    const again = await post('/unlock', { token });
    expect(again.status).toBe(400);
    expect((await again.json()).error.key).toBe('auth.unlockUsed');
  });
});
