import type { ChangeNotices } from '@/server/lib/change-notices';
import type { SharedRedis } from '@/server/lib/redis';

/**
 * Sessions that stopped counting while a signed cookie cache (decision 009, 60 s) could still vouch
 * for them. Two kinds of stamp:
 * - per account, "sessions valid after" a moment: sign-out of every device, a password change or
 *   reset, a suspension (issue 19);
 * - per session, "ended": a single sign-out, so that a copy of its cookie taken before is refused
 *   at its next read too (issue 34).
 * A read the cookie cache vouched for is asked again of the database when a stamp covers it, where
 * the session no longer exists. A stamp only matters while a cookie cache could vouch for a deleted
 * session, so it lives `windowMs`.
 *
 * Where a stamp is kept (decision 073): in this process; in Redis with REDIS_URL (every instance
 * reads it at each signed-in read); and told to the other instances through PostgreSQL notices
 * when they are on (decision 048). When Redis is configured but away — or has just come back,
 * without what was stamped meanwhile — no cookie cache is trusted: every session read asks the
 * database, so a revocation holds on every instance whatever Redis does.
 */
export type Revocations = {
  /** Every session of the account begun before `at` stops counting. */
  revoke(userId: string, at: Date): Promise<void>;
  /** This one session stops counting (a sign-out). */
  endSession(sessionId: string): Promise<void>;
  /** True while no cookie cache may be trusted (the shared stamps cannot be read, or may be missing). */
  askDatabase(): boolean;
  /** Whether a session the cookie cache vouches for still counts without asking the database. */
  trusted(session: { userId: string; sessionId: string; createdAt: number }): Promise<boolean>;
};

const USER_KEY = 'sessions-valid-after:';
const SESSION_KEY = 'session-ended:';
const NOTICE_TOPIC = 'sessions';

/** Sets a stamp unless a later one is there: a stamp never moves back, whoever writes it. */
const SET_LATER = `local current = redis.call('GET', KEYS[1])
if current == false or tonumber(current) < tonumber(ARGV[1]) then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
end
return 1`;

export function createRevocations(options: {
  windowMs: number;
  redis?: SharedRedis | null;
  notices?: ChangeNotices;
  now?: () => number;
}): Revocations {
  const now = options.now ?? Date.now;
  const { redis, notices, windowMs } = options;
  /** key (as in Redis) → the stamp and when this process forgets it. */
  const memory = new Map<string, { at: number; until: number }>();
  /** Until then every read asks the database (stamps may have been missed). */
  let askDatabaseUntil = 0;

  const remember = (key: string, at: number) => {
    const t = now();
    for (const [k, entry] of memory) if (entry.until <= t) memory.delete(k);
    const stamp = Math.max(at, memory.get(key)?.at ?? 0);
    memory.set(key, { at: stamp, until: t + windowMs });
    return stamp;
  };
  const recall = (key: string): number | null => {
    const entry = memory.get(key);
    if (!entry) return null;
    if (entry.until > now()) return entry.at;
    memory.delete(key);
    return null;
  };

  /** Into Redis; a failure is left to `onRecovered`, which writes what this process holds again. */
  const store = async (key: string, at: number, ttlMs: number) => {
    if (!redis?.ready()) return;
    await redis.client.eval(SET_LATER, 1, key, String(at), String(Math.max(1, ttlMs))).catch(() => undefined);
  };

  redis?.onRecovered(() => {
    // Stamps written while Redis was away are not in it (a restarted Redis has none at all): ask
    // the database for one window, and put back the stamps this process holds.
    askDatabaseUntil = now() + windowMs;
    for (const [key, entry] of memory) void store(key, entry.at, entry.until - now());
  });
  notices?.subscribe(NOTICE_TOPIC, (notice) => {
    // No key: the notice connection came back and notices sent meanwhile were lost.
    if (notice === undefined) {
      askDatabaseUntil = now() + windowMs;
      return;
    }
    const [key, at] = notice.split(' ');
    if (key?.startsWith(USER_KEY) || key?.startsWith(SESSION_KEY)) remember(key, Number(at) || 1);
  });

  const stamp = async (key: string, at: number) => {
    const kept = remember(key, at);
    notices?.publish(NOTICE_TOPIC, `${key} ${kept}`);
    await store(key, kept, windowMs);
  };

  const askDatabase = () => now() < askDatabaseUntil || (redis != null && !redis.ready());

  return {
    revoke: (userId, at) => stamp(USER_KEY + userId, at.getTime()),
    endSession: (sessionId) => stamp(SESSION_KEY + sessionId, 1),
    askDatabase,
    async trusted({ userId, sessionId, createdAt }) {
      const revokedAt = (at: number | null) => at !== null && createdAt < at;
      if (recall(SESSION_KEY + sessionId) !== null || revokedAt(recall(USER_KEY + userId))) return false;
      if (askDatabase()) return false;
      if (!redis) return true;
      try {
        const [after, ended] = await redis.client.mget(USER_KEY + userId, SESSION_KEY + sessionId);
        return ended === null && !revokedAt(after == null ? null : Number(after));
      } catch {
        return false; // Redis did not answer: the database decides
      }
    },
  };
}
