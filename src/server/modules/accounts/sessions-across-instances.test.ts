import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, CookieJar, caller, nextClient } from '@/testing/accounts';
import { closedPort } from '@/testing/ports';
import { hasRedisServer, type PrivateRedis, startRedisServer } from '@/testing/redis-server';
import { createTestApp, type TestApp } from '@/testing/test-app';
import { createTestDb } from '@/testing/test-db';
import { upsertUser } from './actions/upsert-user';

/**
 * Two instances of the shop (two apps on one database, one AUTH_SECRET, each with its own memory)
 * and what a sign-out on one means for reads on the other (issue 34). Reads may trust the signed
 * 60 s cookie cache (decision 009): a copy of a cookie taken before the sign-out must not.
 */
const PASSWORD = 'segredo123';
const SHARED_REDIS = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(url: string) {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

const sharedRedis = await redisAnswers(SHARED_REDIS);

type Instances = Awaited<ReturnType<typeof twoInstances>>;

/** Two instances on a fresh database; `close()` ends both and the database. */
async function twoInstances(redisUrl: string) {
  const database = await createTestDb();
  const env = { AUTH_SECRET: randomBytes(32).toString('hex'), REDIS_URL: redisUrl };
  const a = await createTestApp({ database, env, seed: false });
  const b = await createTestApp({ database, env, seed: false });
  return {
    database,
    a,
    b,
    callA: caller(a),
    callB: caller(b),
    async close() {
      await a.close();
      await b.close();
      await database.close();
    },
  };
}

let emails = 0;

/** A fresh account signed in on `call` with a warm cookie cache (one read done). */
async function signedIn(i: Instances, call: Call) {
  emails += 1;
  const email = `ana${emails}@example.com`;
  await upsertUser(i.database.db, { email, password: PASSWORD, role: 'customer' });
  const jar = new CookieJar();
  const res = await call(
    'POST',
    '/api/accounts/login',
    { email, password: PASSWORD },
    { jar, client: nextClient() },
  );
  expect(res.status).toBe(200);
  expect((await call('GET', '/api/accounts/me', undefined, { jar })).status).toBe(200);
  expect(jar.get('shop.session_data')).toBeDefined();
  return { email, jar };
}

/** A second device of the same account. */
async function secondDevice(call: Call, email: string) {
  const jar = new CookieJar();
  await call('POST', '/api/accounts/login', { email, password: PASSWORD }, { jar, client: nextClient() });
  expect((await call('GET', '/api/accounts/me', undefined, { jar })).status).toBe(200);
  return jar;
}

describe.skipIf(!sharedRedis)('a sign-out ends reads on every instance at once, with Redis', () => {
  let i: Instances;
  beforeAll(async () => {
    i = await twoInstances(SHARED_REDIS);
  });
  afterAll(() => i?.close());

  it('a cookie copied before a single sign-out on A is refused by A and B at once', async () => {
    const { jar } = await signedIn(i, i.callA);
    const copied = jar.copy();
    expect((await i.callB('GET', '/api/accounts/me', undefined, { jar: copied.copy() })).status).toBe(200);
    expect((await i.callA('POST', '/api/accounts/logout', undefined, { jar })).status).toBe(200);
    expect((await i.callB('GET', '/api/accounts/me', undefined, { jar: copied.copy() })).status).toBe(401);
    expect((await i.callA('GET', '/api/accounts/me', undefined, { jar: copied.copy() })).status).toBe(401);
  });

  it('a single sign-out leaves the account’s other sessions alone', async () => {
    const { email, jar } = await signedIn(i, i.callA);
    const other = await secondDevice(i.callB, email);
    expect((await i.callA('POST', '/api/accounts/logout', undefined, { jar })).status).toBe(200);
    expect((await i.callB('GET', '/api/accounts/me', undefined, { jar: other })).status).toBe(200);
    expect((await i.callA('GET', '/api/accounts/me', undefined, { jar: other })).status).toBe(200);
  });
});

describe('with Redis unreachable (REDIS_URL on a closed port)', () => {
  let i: Instances;
  beforeAll(async () => {
    i = await twoInstances(`redis://127.0.0.1:${await closedPort()}`);
  });
  afterAll(() => i.close());

  it('health says degraded, with the reason, and still 200 for a load balancer', async () => {
    const res = await i.a.app.request('/api/health');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.status).toBe('degraded');
    expect(body.reasons).toEqual([expect.stringMatching(/^redis: .*127\.0\.0\.1:\d+.*per instance/)]);
  });

  it('a cookie copied before a single sign-out on A is refused by B', async () => {
    const { jar } = await signedIn(i, i.callA);
    const copied = jar.copy();
    expect((await i.callA('POST', '/api/accounts/logout', undefined, { jar })).status).toBe(200);
    expect((await i.callB('GET', '/api/accounts/me', undefined, { jar: copied })).status).toBe(401);
  });

  it('sign-out everywhere on A ends the other device’s reads on B', async () => {
    const { email, jar } = await signedIn(i, i.callA);
    const phone = await secondDevice(i.callB, email);
    expect((await i.callA('POST', '/api/accounts/logout-all', undefined, { jar })).status).toBe(200);
    expect((await i.callB('GET', '/api/accounts/me', undefined, { jar: phone })).status).toBe(401);
  });

  it('sessions still work: reads go to the database', async () => {
    const { jar } = await signedIn(i, i.callA);
    expect((await i.callB('GET', '/api/accounts/me', undefined, { jar })).status).toBe(200);
  });
});

describe.skipIf(!hasRedisServer())('Redis lost, then back (a redis-server of this test’s own)', () => {
  let redis: PrivateRedis | null;
  let i: Instances;
  beforeAll(async () => {
    const port = await closedPort();
    redis = await startRedisServer(port);
    i = await twoInstances(`redis://127.0.0.1:${port}`);
  });
  afterAll(async () => {
    await i?.close();
    await redis?.stop();
  });

  const health = async (t: TestApp) => (await (await t.app.request('/api/health')).json()).status;
  const until = async (what: string, check: () => Promise<boolean>) => {
    const deadline = Date.now() + 10_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  it('a sign-out while Redis is away still holds on B after Redis is back', async () => {
    await until('both healthy', async () => (await health(i.a)) === 'ok' && (await health(i.b)) === 'ok');
    const { email, jar } = await signedIn(i, i.callA);
    const phone = await secondDevice(i.callB, email);
    const copied = jar.copy();
    await redis!.stop();
    await until(
      'both degraded',
      async () => (await health(i.a)) === 'degraded' && (await health(i.b)) === 'degraded',
    );
    expect((await i.callA('POST', '/api/accounts/logout', undefined, { jar })).status).toBe(200);
    expect((await i.callB('GET', '/api/accounts/me', undefined, { jar: copied.copy() })).status).toBe(401);
    expect((await i.callB('GET', '/api/accounts/me', undefined, { jar: phone })).status).toBe(200);
    // Back, empty (nothing was saved): what was revoked meanwhile is not in it.
    redis = await startRedisServer(redis!.port);
    await until(
      'both healthy again',
      async () => (await health(i.a)) === 'ok' && (await health(i.b)) === 'ok',
    );
    expect((await i.callB('GET', '/api/accounts/me', undefined, { jar: copied.copy() })).status).toBe(401);
    expect((await i.callB('GET', '/api/accounts/me', undefined, { jar: phone })).status).toBe(200);
  }, 40_000);
});
