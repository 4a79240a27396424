import { Redis } from 'ioredis';

/**
 * Per account, the moment its older sessions stopped counting ("sessions valid after"): set by a
 * sign-out of every device, a password change and a password reset (issue 19). Reads may trust the
 * signed session-cookie cache (decision 009); a cached session that began before this moment is
 * read again from the database, where it no longer exists, so it is refused at its next request.
 *
 * A stamp is only needed while a cookie cache could still vouch for a deleted session, so it
 * expires after `windowMs`. With Redis every instance sees the stamp; without it, this process.
 */
export type Revocations = {
  revoke(userId: string, at: Date): Promise<void>;
  /** Epoch ms before which this account's sessions no longer count, or null. */
  validAfter(userId: string): Promise<number | null>;
};

const KEY = (userId: string) => `sessions-valid-after:${userId}`;

export function createRevocations(options: {
  windowMs: number;
  redis?: Redis | null;
  now?: () => number;
}): Revocations {
  const now = options.now ?? Date.now;
  const memory = new Map<string, { at: number; until: number }>();
  const fromMemory = (userId: string): number | null => {
    const entry = memory.get(userId);
    if (!entry) return null;
    if (entry.until > now()) return entry.at;
    memory.delete(userId);
    return null;
  };
  return {
    async revoke(userId, at) {
      const stamp = Math.max(at.getTime(), fromMemory(userId) ?? 0);
      memory.set(userId, { at: stamp, until: now() + options.windowMs });
      // Kept in this process too: if Redis is away, this instance still refuses at once.
      await options.redis?.set(KEY(userId), String(stamp), 'PX', options.windowMs).catch(() => undefined);
    },
    async validAfter(userId) {
      const local = fromMemory(userId);
      if (!options.redis) return local;
      const shared = await options.redis.get(KEY(userId)).catch(() => null);
      const at = shared === null ? null : Number(shared);
      return at === null || Number.isNaN(at) ? local : Math.max(at, local ?? 0);
    },
  };
}

/** Shared through Redis with REDIS_URL (every instance refuses at once), else this process only. */
export function createRevocationsForEnv(env: { REDIS_URL?: string | undefined }, windowMs: number) {
  if (!env.REDIS_URL) return createRevocations({ windowMs });
  const redis = new Redis(env.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  redis.on('error', () => {});
  return createRevocations({ windowMs, redis });
}
