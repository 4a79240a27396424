import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createRevocations } from './revocations';

describe('sessions valid after (issue 19)', () => {
  it('keeps a stamp for the window only, and never moves it back', async () => {
    let now = 1_000_000;
    const revocations = createRevocations({ windowMs: 65_000, now: () => now });
    expect(await revocations.validAfter('ana')).toBeNull();
    await revocations.revoke('ana', new Date(now));
    await revocations.revoke('ana', new Date(now - 5_000));
    expect(await revocations.validAfter('ana')).toBe(1_000_000);
    expect(await revocations.validAfter('bia')).toBeNull();
    now += 65_001;
    expect(await revocations.validAfter('ana')).toBeNull();
  });

  describe('with Redis, every instance sees the stamp', () => {
    const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
    });
    redis.on('error', () => {});
    afterAll(() => redis.quit().catch(() => undefined));

    it('a revocation on one instance is read by another', async (ctx) => {
      if (
        !(await redis.connect().then(
          () => true,
          () => false,
        ))
      )
        ctx.skip();
      const a = createRevocations({ windowMs: 65_000, redis });
      const b = createRevocations({ windowMs: 65_000, redis });
      const user = randomUUID();
      const at = new Date();
      await a.revoke(user, at);
      expect(await b.validAfter(user)).toBe(at.getTime());
      expect(await redis.pttl(`sessions-valid-after:${user}`)).toBeGreaterThan(60_000);
    });
  });
});
