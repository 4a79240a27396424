import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { localNotices } from '@/server/lib/change-notices';
import type { SharedRedis } from '@/server/lib/redis';
import { createRevocations } from './revocations';

const session = (over: Partial<{ userId: string; sessionId: string; createdAt: number }> = {}) => ({
  userId: 'ana',
  sessionId: 's1',
  createdAt: 1_000_000 - 10_000,
  ...over,
});

/** A SharedRedis whose availability the test decides; its client is never reached while away. */
function fakeRedis(client: Redis | null) {
  let up = client !== null;
  const recovered: (() => void)[] = [];
  const redis: SharedRedis = {
    client: client as Redis,
    ready: () => up,
    problem: () => (up ? null : 'away'),
    onRecovered: (listener) => void recovered.push(listener),
    close: async () => {},
  };
  return {
    redis,
    lose: () => {
      up = false;
    },
    recover: () => {
      up = true;
      for (const listener of recovered) listener();
    },
  };
}

describe('sessions valid after, sessions ended (issues 19 and 34)', () => {
  it('keeps a stamp for the window only, and never moves it back', async () => {
    let now = 1_000_000;
    const revocations = createRevocations({ windowMs: 65_000, now: () => now });
    expect(await revocations.trusted(session())).toBe(true);
    await revocations.revoke('ana', new Date(now));
    await revocations.revoke('ana', new Date(now - 20_000));
    expect(await revocations.trusted(session())).toBe(false);
    // Begun after the stamp (the device that changed its password): still trusted.
    expect(await revocations.trusted(session({ createdAt: now + 1 }))).toBe(true);
    expect(await revocations.trusted(session({ userId: 'bia' }))).toBe(true);
    now += 65_001;
    expect(await revocations.trusted(session())).toBe(true);
  });

  it('a single sign-out ends that session only', async () => {
    const revocations = createRevocations({ windowMs: 65_000 });
    await revocations.endSession('s1');
    expect(await revocations.trusted(session())).toBe(false);
    expect(await revocations.trusted(session({ sessionId: 's2' }))).toBe(true);
  });

  it('hears the other instances through the notices', async () => {
    const notices = localNotices();
    const a = createRevocations({ windowMs: 65_000, notices });
    const b = createRevocations({ windowMs: 65_000, notices });
    await a.endSession('s1');
    await a.revoke('bia', new Date());
    expect(await b.trusted(session())).toBe(false);
    expect(await b.trusted(session({ userId: 'bia', sessionId: 's9', createdAt: 0 }))).toBe(false);
    expect(await b.trusted(session({ sessionId: 's2' }))).toBe(true);
    // The notice connection came back: what was sent meanwhile is lost, the database decides.
    notices.publish('sessions');
    expect(b.askDatabase()).toBe(true);
  });

  it('with Redis configured but away, nothing is trusted; once back, not for one window', async () => {
    let now = 1_000_000;
    const fake = fakeRedis(null);
    fake.lose();
    const revocations = createRevocations({ windowMs: 65_000, redis: fake.redis, now: () => now });
    expect(revocations.askDatabase()).toBe(true);
    expect(await revocations.trusted(session())).toBe(false);
    await revocations.endSession('s1'); // Redis away: kept here, no throw
    const back = new Redis('redis://127.0.0.1:1', { lazyConnect: true });
    back.mget = (async () => [null, null]) as never;
    back.eval = (async () => 1) as never;
    fake.redis.client = back;
    fake.recover();
    expect(revocations.askDatabase()).toBe(true);
    now += 65_001;
    expect(revocations.askDatabase()).toBe(false);
    expect(await revocations.trusted(session({ sessionId: 's2' }))).toBe(true);
  });

  describe('with Redis, every instance sees the stamps', () => {
    const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
    });
    redis.on('error', () => {});
    afterAll(() => redis.quit().catch(() => undefined));

    it('a revocation or a sign-out on one instance is read by another; a stamp never moves back', async (ctx) => {
      if (
        !(await redis.connect().then(
          () => true,
          () => false,
        ))
      )
        ctx.skip();
      const shared = fakeRedis(redis).redis;
      const a = createRevocations({ windowMs: 65_000, redis: shared });
      const b = createRevocations({ windowMs: 65_000, redis: shared });
      const user = randomUUID();
      const sessionId = randomUUID();
      const at = Date.now();
      await a.revoke(user, new Date(at));
      expect(await b.trusted({ userId: user, sessionId, createdAt: at - 1 })).toBe(false);
      expect(await b.trusted({ userId: user, sessionId, createdAt: at + 1 })).toBe(true);
      expect(await redis.pttl(`sessions-valid-after:${user}`)).toBeGreaterThan(60_000);
      await b.revoke(user, new Date(at - 30_000));
      expect(await redis.get(`sessions-valid-after:${user}`)).toBe(String(at));
      await a.endSession(sessionId);
      expect(await b.trusted({ userId: user, sessionId, createdAt: at + 1 })).toBe(false);
      expect(await redis.pttl(`session-ended:${sessionId}`)).toBeGreaterThan(60_000);
    });
  });
});
