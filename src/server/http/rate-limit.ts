import type { MiddlewareHandler } from 'hono';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { retryParams } from '@/shared/accounts/messages';
import type { MessageKey } from '@/shared/messages';

/** The §8.1 texts, each with `{time}`. */
type RateLimitKey = Extract<MessageKey, `rateLimit.${string}`>;

import { AppError } from './app-error';
import { clientIp } from './client-ip';
import type { AppEnv } from './types';

/**
 * SPEC §9 rate-limit classes, and one of ours: `login_address`, the failed sign-ins of one address
 * across every account it tries (issue 19: password spraying; decision 008).
 */
export type RateClass = 'auth' | 'admin' | 'general' | 'upload' | 'login_address';

/** SPEC §9: the default block when a limit names none. */
export const DEFAULT_BLOCK_S = 60;

type Limit = { points: number; durationS: number; blockS?: number };

/** SPEC §9 table: auth 5 / 15 min (block 15 min), admin 200 / min (1 s), general 1000 / min (1 s), upload 30 / min (2 min). */
export const RATE_LIMITS: Readonly<Record<RateClass, Limit>> = {
  auth: { points: 5, durationS: 15 * 60, blockS: 15 * 60 },
  admin: { points: 200, durationS: 60, blockS: 1 },
  general: { points: 1000, durationS: 60, blockS: 1 },
  upload: { points: 30, durationS: 60, blockS: 2 * 60 },
  // 10 failures in 15 minutes from one address, whatever the accounts: an office of a few people
  // with a typo each stays well under; 20 guesses over 20 accounts do not pass.
  login_address: { points: 10, durationS: 15 * 60, blockS: 15 * 60 },
};

export const blockSeconds = (limit: Limit) => limit.blockS ?? DEFAULT_BLOCK_S;

/**
 * SPEC §9 classification, for calls that do not pick a class themselves: reads count as general;
 * writes by staff (admin panel work: banners, categories, sections, staff accounts) as admin;
 * other writes (cart, profile, checkout) as upload. Auth routes use the auth class directly.
 */
export function classifyRequest(input: { method: string; staff: boolean }): RateClass {
  if (/^(GET|HEAD|OPTIONS)$/i.test(input.method)) return 'general';
  return input.staff ? 'admin' : 'upload';
}

export type RateDecision = { ok: true; remaining: number } | { ok: false; retryAt: Date };

/**
 * One limiter per class, in memory or in Redis when REDIS_URL is set (shared by every instance;
 * if Redis fails, an in-memory limiter stands in). Memory entries are dropped when their window
 * or block ends — the stale-entry cleanup of §9; Redis keys carry the same expiry.
 */
export function createRateLimits(options: { redis?: Redis | null; now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  const limiters = Object.fromEntries(
    (Object.keys(RATE_LIMITS) as RateClass[]).map((cls) => {
      const limit = RATE_LIMITS[cls];
      const base = {
        keyPrefix: `rl:${cls}`,
        points: limit.points,
        duration: limit.durationS,
        blockDuration: blockSeconds(limit),
      };
      const memory = new RateLimiterMemory(base);
      const limiter = options.redis
        ? new RateLimiterRedis({ ...base, storeClient: options.redis, insuranceLimiter: memory })
        : memory;
      return [cls, limiter];
    }),
  ) as Record<RateClass, RateLimiterMemory | RateLimiterRedis>;

  async function consume(cls: RateClass, key: string): Promise<RateDecision> {
    try {
      const res = await limiters[cls].consume(key);
      return { ok: true, remaining: res.remainingPoints };
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        return { ok: false, retryAt: new Date(now() + Math.max(1000, error.msBeforeNext)) };
      }
      throw error;
    }
  }

  return {
    consume,
    /** Gives one point back (a sign-in that succeeded was not a failure of its address). */
    async refund(cls: RateClass, key: string): Promise<void> {
      await limiters[cls].reward(key, 1);
    },
    /** Forgets a key (a successful sign-in clears its failures). */
    async reset(cls: RateClass, key: string): Promise<void> {
      await limiters[cls].delete(key);
    },
    /** Throws the 429 of DESIGN §6 when the key is over its limit: `message` gets `{time}`. */
    async enforce(cls: RateClass, key: string, message: RateLimitKey): Promise<void> {
      const decision = await consume(cls, key);
      if (!decision.ok) {
        throw new AppError('rate_limited', message, {
          params: retryParams(decision.retryAt),
          retryAt: decision.retryAt,
        });
      }
    },
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;

/**
 * Every /api call except health and the routes that enforce the auth class themselves: keyed per
 * signed-in user, else per client address.
 */
export function rateLimitMiddleware(
  limits: RateLimits,
  options: {
    trusted: ReadonlySet<string>;
    skip: (path: string) => boolean;
    /** A class chosen by path, before the method/actor rule (the cart's writes: docs/decisions). */
    classOf?: (path: string) => RateClass | undefined;
  },
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (options.skip(c.req.path)) return next();
    const auth = c.var.auth;
    const cls =
      options.classOf?.(c.req.path) ??
      classifyRequest({ method: c.req.method, staff: auth?.isStaff ?? false });
    const key = auth ? `user:${auth.user.id}` : `ip:${clientIp(c, options.trusted)}`;
    await limits.enforce(cls, key, 'rateLimit.limited');
    return next();
  };
}
