import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import type { SharedRedis } from '@/server/lib/redis';
import { PACING_FIRST_DELAY_MS } from '@/shared/accounts/pacing';
import { createSignInPacing } from './sign-in-pacing';

/** The pacing store (decision 074) with a clock the test moves: memory, and Redis shared by two instances. */
const shared = (client: Redis): SharedRedis => ({
  client,
  ready: () => true,
  problem: () => null,
  onRecovered: () => {},
  close: async () => {},
});

async function walk(make: (now: () => number) => ReturnType<typeof createSignInPacing>[]) {
  let now = 5_000_000;
  const [a, b = a] = make(() => now);
  const bucket = `account:${randomUUID()}@example.com`;
  for (let i = 1; i <= 4; i++) {
    expect(await a!.failed(bucket)).toBe(i);
    expect(await b!.check(bucket)).toEqual({ ok: true });
  }
  expect(await a!.failed(bucket)).toBe(5);
  expect(await b!.check(bucket)).toEqual({ ok: false, retryAt: new Date(now + PACING_FIRST_DELAY_MS) });
  now += PACING_FIRST_DELAY_MS;
  expect(await b!.check(bucket)).toEqual({ ok: true });
  // Each further failure doubles the wait.
  expect(await b!.failed(bucket)).toBe(6);
  expect(await a!.check(bucket)).toEqual({ ok: false, retryAt: new Date(now + 2 * PACING_FIRST_DELAY_MS) });
  now += 2 * PACING_FIRST_DELAY_MS;
  expect(await a!.failed(bucket)).toBe(7);
  expect(await b!.check(bucket)).toEqual({ ok: false, retryAt: new Date(now + 4 * PACING_FIRST_DELAY_MS) });
  // Another bucket (a trusted browser) is not paced by these failures.
  expect(await b!.check(`browser:${randomUUID()}`)).toEqual({ ok: true });
  // An unlock (or a success) clears it everywhere.
  await b!.clear(bucket);
  expect(await a!.check(bucket)).toEqual({ ok: true });
  expect(await a!.failed(bucket)).toBe(1);
}

describe('sign-in pacing store', () => {
  it('in memory: free failures, then a wait that doubles, cleared at once', async () => {
    await walk((now) => [createSignInPacing({ now })]);
  });

  describe('with Redis, every instance paces the same account', () => {
    const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
    });
    redis.on('error', () => {});
    afterAll(() => redis.quit().catch(() => undefined));

    it('failures counted on one instance pace the other', async (ctx) => {
      const up = await redis.connect().then(
        () => true,
        () => false,
      );
      if (!up) ctx.skip();
      await walk((now) => [
        createSignInPacing({ redis: shared(redis), now }),
        createSignInPacing({ redis: shared(redis), now }),
      ]);
    });
  });
});
