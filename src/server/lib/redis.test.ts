import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '@/server/logger';
import { closedPort } from '@/testing/ports';
import { hasRedisServer, type PrivateRedis, startRedisServer } from '@/testing/redis-server';
import { connectRedis, redisAddress, type SharedRedis } from './redis';

function capture() {
  const chunks: string[] = [];
  const logger = createLogger('info', { write: (chunk: string) => void chunks.push(chunk) });
  const lines = () =>
    chunks
      .flatMap((c) => c.trim().split('\n'))
      .map((l) => JSON.parse(l) as { level: number; msg: string })
      .map((l) => ({
        level: l.level === 40 ? 'warn' : l.level === 30 ? 'info' : String(l.level),
        msg: l.msg,
      }));
  return { logger, lines };
}

async function until(what: string, check: () => boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

it('shows a Redis address without its password', () => {
  expect(redisAddress('redis://:s3cret@cache.internal:6380/2')).toBe('cache.internal:6380');
  expect(redisAddress('rediss://user:s3cret@cache.internal')).toBe('cache.internal:6379');
});

describe('losing Redis is not silent (issue 34)', () => {
  let redis: SharedRedis | undefined;
  let server: PrivateRedis | null = null;
  afterAll(async () => {
    await redis?.close();
    await server?.stop();
  });

  it('one warning at start when REDIS_URL does not answer; the reason for the health answer', async () => {
    const port = await closedPort();
    const log = capture();
    redis = connectRedis(`redis://:s3cret@127.0.0.1:${port}`, log.logger);
    await until('the warning', () => log.lines().length > 0);
    // ioredis retries meanwhile: still one line.
    await new Promise((r) => setTimeout(r, 600));
    expect(log.lines()).toEqual([
      {
        level: 'warn',
        msg: `REDIS_URL (127.0.0.1:${port}) does not answer at start (ECONNREFUSED): rate limits are counted per instance and session reads ask the database until it answers; retrying`,
      },
    ]);
    expect(redis.ready()).toBe(false);
    expect(redis.problem()).toMatch(
      new RegExp(`^REDIS_URL \\(127\\.0\\.0\\.1:${port}\\) does not answer since .*\\(ECONNREFUSED\\)`),
    );
    expect(JSON.stringify(log.lines())).not.toContain('s3cret');
    await redis.close();
  });

  it.skipIf(!hasRedisServer())(
    'logs the reconnection and the loss, each once',
    async () => {
      const port = await closedPort();
      const log = capture();
      redis = connectRedis(`redis://127.0.0.1:${port}`, log.logger);
      let recovered = 0;
      redis.onRecovered(() => {
        recovered += 1;
      });
      await until('the start warning', () => log.lines().length === 1);
      server = await startRedisServer(port);
      await until('ready', () => redis?.ready() === true);
      expect(redis.problem()).toBeNull();
      expect(recovered).toBe(1);
      expect(log.lines()[1]).toEqual({
        level: 'info',
        msg: expect.stringMatching(
          new RegExp(
            `^Redis \\(127\\.0\\.0\\.1:${port}\\) answers again after \\d+ s: rate limits and session revocations are shared again$`,
          ),
        ),
      });
      await server?.stop();
      await until('the loss', () => redis?.ready() === false);
      await new Promise((r) => setTimeout(r, 600));
      expect(log.lines().slice(2)).toEqual([
        {
          level: 'warn',
          msg: expect.stringMatching(
            new RegExp(
              `^Redis connection lost \\(127\\.0\\.0\\.1:${port}.*\\): rate limits .*; reconnecting$`,
            ),
          ),
        },
      ]);
      expect(redis.problem()).toMatch(/does not answer since/);
    },
    30_000,
  );
});
