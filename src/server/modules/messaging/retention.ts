import { and, lt, notInArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db, Executor } from '@/server/db/client';
import { messages } from './schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long the outbox keeps a finished message (sent, failed, blocked, not configured): half a
 * year, long enough to answer "did the customer get it?" about any recent order or coupon, and
 * short of the privacy policy's 12 months for browsing data (decision 050). Queued and sending
 * messages are the worker's and are never removed.
 */
export const MESSAGE_RETENTION_DAYS = 180;
/** The purge runs at start and once a day. */
export const RETENTION_PURGE_INTERVAL_MS = DAY_MS;

/**
 * Another module's rows past their keeping, removed in the same round and transaction (the
 * composition root passes the accounts' spent single-use links, decision 050): what it removed, by kind.
 */
export type RetentionStep = (tx: Executor, now: Date) => Promise<Record<string, number>>;

export type PurgeCounts = { messages: number } & Record<string, number>;

/**
 * Removes what the shop no longer needs to keep (decision 050): finished outbox messages older
 * than MESSAGE_RETENTION_DAYS, then what each of `steps` removes. Plain deletes by date, in one
 * transaction: running it twice removes nothing more.
 */
export async function purgeExpired(db: Db, now: Date, steps: RetentionStep[] = []): Promise<PurgeCounts> {
  const messagesBefore = new Date(now.getTime() - MESSAGE_RETENTION_DAYS * DAY_MS);
  return db.transaction(async (tx) => {
    const removedMessages = await tx
      .delete(messages)
      .where(and(lt(messages.created_at, messagesBefore), notInArray(messages.status, ['queued', 'sending'])))
      .returning({ id: messages.id });
    let counts: PurgeCounts = { messages: removedMessages.length };
    for (const step of steps) counts = { ...counts, ...(await step(tx, now)) };
    return counts;
  });
}

/**
 * Runs the purge at start and every day beside the server's other cleanups (carts, pictures);
 * `stop()` waits for a round in progress. Several instances may each run it: it is idempotent.
 */
export function startRetentionPurge(
  db: Db,
  logger: Logger,
  options: { now?: () => Date; intervalMs?: number; steps?: RetentionStep[] } = {},
) {
  const now = options.now ?? (() => new Date());
  let running: Promise<void> | null = null;
  const round = () => {
    running ??= purgeExpired(db, now(), options.steps)
      .then((counts) => {
        if (Object.values(counts).some((n) => n > 0))
          logger.info(counts, 'retention: old messages and spent links removed');
      })
      .catch((error: unknown) => logger.error({ err: error }, 'retention: purge failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  void round();
  const timer = setInterval(round, options.intervalMs ?? RETENTION_PURGE_INTERVAL_MS);
  timer.unref();
  return {
    /** The round in progress, if any (tests wait on it). */
    idle: () => running ?? Promise.resolve(),
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
