import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/**
 * The one Redis connection of a server (REDIS_URL): the rate limits and the session revocations
 * share it. Losing Redis is not silent (issue 34, decision 073): one warning when it does not
 * answer at start or when the connection is lost, one line when it answers again, and `problem()`
 * says why for the health answer, which then reads "degraded".
 */
export type SharedRedis = {
  client: Redis;
  /** Connected and answering commands now. */
  ready(): boolean;
  /** Why Redis is missing right now (for /api/health), or null while it answers. */
  problem(): string | null;
  /** Runs each time Redis answers again after a loss (not at the first connection). */
  onRecovered(listener: () => void): void;
  close(): Promise<void>;
};

/** host:port of a Redis URL, never its password: what logs and the health answer may show. */
export function redisAddress(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '6379'}`;
}

const describeError = (error: unknown) => {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : error instanceof Error ? error.message : String(error);
};

/** What the shop does without Redis, said the same way in the logs and the health answer. */
export const WITHOUT_REDIS =
  'rate limits are counted per instance and session reads ask the database until it answers';

export function connectRedis(url: string, logger: Logger, options: { now?: () => number } = {}): SharedRedis {
  const now = options.now ?? Date.now;
  const address = redisAddress(url);
  const client = new Redis(url, {
    // No offline queue: while Redis is away calls fail at once, and the in-memory limiter or the
    // database answers instead of a request waiting for a reconnection.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
  });
  let state: 'connecting' | 'up' | 'down' | 'closed' = 'connecting';
  let since = now();
  let lastError: string | null = null;
  const recovered = new Set<() => void>();

  client.on('error', (error: unknown) => {
    lastError = describeError(error);
    if (state !== 'connecting') return;
    state = 'down';
    since = now();
    logger.warn(
      { redis: address, error: lastError },
      `REDIS_URL (${address}) does not answer at start (${lastError}): ${WITHOUT_REDIS}; retrying`,
    );
  });
  client.on('close', () => {
    if (state !== 'up') return;
    state = 'down';
    since = now();
    logger.warn(
      { redis: address, ...(lastError ? { error: lastError } : {}) },
      `Redis connection lost (${address}${lastError ? `, ${lastError}` : ''}): ${WITHOUT_REDIS}; reconnecting`,
    );
  });
  client.on('ready', () => {
    const wasDown = state === 'down';
    const downS = Math.round((now() - since) / 1000);
    state = 'up';
    since = now();
    lastError = null;
    if (!wasDown) return;
    logger.info(
      { redis: address, downS },
      `Redis (${address}) answers again after ${downS} s: rate limits and session revocations are shared again`,
    );
    for (const listener of recovered) listener();
  });

  return {
    client,
    ready: () => state === 'up' && client.status === 'ready',
    problem() {
      if (state === 'up' && client.status === 'ready') return null;
      const when = new Date(since).toISOString();
      return state === 'connecting'
        ? `REDIS_URL (${address}) not connected yet: ${WITHOUT_REDIS}`
        : `REDIS_URL (${address}) does not answer since ${when}${lastError ? ` (${lastError})` : ''}: ${WITHOUT_REDIS}`;
    },
    onRecovered: (listener) => void recovered.add(listener),
    async close() {
      state = 'closed';
      client.disconnect();
    },
  };
}
