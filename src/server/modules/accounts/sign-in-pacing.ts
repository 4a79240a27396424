import type { SharedRedis } from '@/server/lib/redis';
import { PACING_MEMORY_MS, pacingDelayMs } from '@/shared/accounts/pacing';

/**
 * Per-account sign-in pacing (decision 074): wrong passwords counted per *bucket* — the account's
 * address (`account:<email>`), or one trusted browser of that account (`browser:<id>`), so an
 * attacker's failures never pace its owner's browser. Counts live in Redis when REDIS_URL is set
 * (every instance sees them; a failed command falls back to this process's memory, like the rate
 * limits' insurance limiter, decision 073), else in memory. Both forget a bucket a day after its
 * latest failure.
 */
export type PacingState = { failures: number; lastFailureAt: number };
export type PacingDecision = { ok: true } | { ok: false; retryAt: Date };

const MAX_MEMORY_BUCKETS = 50_000;

export function createSignInPacing(options: { redis?: SharedRedis | null; now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  const redis = options.redis?.client ?? null;
  const memory = new Map<string, PacingState>();
  const key = (bucket: string) => `pace:${bucket}`;

  const fromMemory = (bucket: string): PacingState | null => {
    const state = memory.get(bucket);
    if (!state) return null;
    if (now() - state.lastFailureAt > PACING_MEMORY_MS) {
      memory.delete(bucket);
      return null;
    }
    return state;
  };
  const failInMemory = (bucket: string): PacingState => {
    const state = { failures: (fromMemory(bucket)?.failures ?? 0) + 1, lastFailureAt: now() };
    // A flood of made-up addresses cannot grow the map without bound: the oldest go first.
    if (!memory.has(bucket) && memory.size >= MAX_MEMORY_BUCKETS) {
      const oldest = memory.keys().next().value;
      if (oldest !== undefined) memory.delete(oldest);
    }
    memory.delete(bucket);
    memory.set(bucket, state);
    return state;
  };

  async function read(bucket: string): Promise<PacingState | null> {
    if (redis) {
      try {
        const [failures, last] = await redis.hmget(key(bucket), 'failures', 'last');
        // Redis answers for every instance: nothing there is nothing (a clear on another instance).
        if (!failures || !last) return null;
        return { failures: Number(failures), lastFailureAt: Number(last) };
      } catch {
        // Redis away: this process's count answers meanwhile.
      }
    }
    return fromMemory(bucket);
  }

  return {
    /** May an attempt on this bucket be checked now? If not, when. */
    async check(bucket: string): Promise<PacingDecision> {
      const state = await read(bucket);
      if (!state) return { ok: true };
      const retryAt = state.lastFailureAt + pacingDelayMs(state.failures);
      return retryAt > now() ? { ok: false, retryAt: new Date(retryAt) } : { ok: true };
    },
    /** Counts one wrong password on the bucket; returns the count. */
    async failed(bucket: string): Promise<number> {
      const local = failInMemory(bucket);
      if (redis) {
        try {
          const at = now();
          const result = await redis
            .multi()
            .hincrby(key(bucket), 'failures', 1)
            .hset(key(bucket), 'last', String(at))
            .pexpire(key(bucket), PACING_MEMORY_MS)
            .exec();
          const count = Number(result?.[0]?.[1]);
          if (Number.isFinite(count)) return count;
        } catch {
          // Counted in memory above.
        }
      }
      return local.failures;
    },
    /** Forgets a bucket's failures (a successful sign-in, an unlock link). */
    async clear(bucket: string): Promise<void> {
      memory.delete(bucket);
      if (redis) await redis.del(key(bucket)).catch(() => {});
    },
    read,
  };
}

export type SignInPacing = ReturnType<typeof createSignInPacing>;

/** The bucket of an address (as the login schema normalised it: trimmed, lower case). */
export const accountBucket = (email: string) => `account:${email}`;
export const browserBucket = (id: string) => `browser:${id}`;
