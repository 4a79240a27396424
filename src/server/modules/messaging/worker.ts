import type { Logger } from 'pino';
import type { Db } from '@/server/db/client';
import { logPreview } from './log-preview';
import {
  claimDueMessages,
  expireResetLinks,
  type Recorded,
  recordOutcome,
  releaseClaims,
  requeueStuck,
} from './queue';
import type { MessageRow } from './schema';
import { because, type SendOutcome, type Transports } from './transports/types';

export type WorkerOptions = {
  db: Db;
  transports: Transports;
  logger: Logger;
  /** The clock; tests pass one they move forward to make retries due without waiting. */
  now?: () => Date;
  /** Messages claimed per round (default 10). */
  batchSize?: number;
};

export const DEFAULT_BATCH_SIZE = 10;
export const DEFAULT_INTERVAL_MS = 2_000;
/** How often the worker looks for rows a dead worker left in `sending`. */
export const STUCK_CHECK_EVERY_MS = 60_000;
const MAX_ERROR_DELAY_MS = 60_000;
/** A reset link lasts an hour (accounts' RESET_TOKEN_EXPIRES_IN_S); a message older holds a dead one. */
export const RESET_LINK_VALID_MS = 60 * 60 * 1000;

async function sendOne(transports: Transports, row: MessageRow, logger: Logger): Promise<SendOutcome> {
  try {
    const transport = transports[row.channel];
    if (!transport) return because('not_configured', 'sms.notConfigured');
    return await transport.send(row);
  } catch (error) {
    // A transport is written to return outcomes, not throw; if one does, retry rather than lose the row.
    logger.error({ err: error, messageId: row.id }, 'outbox: transport threw');
    return because('retry', 'outbox.unknownSendError');
  }
}

function logRecorded(logger: Logger, row: MessageRow, recorded: Recorded | null) {
  const fields = {
    messageId: row.id,
    purpose: row.purpose,
    channel: row.channel,
    attempts: row.attempts,
    preview: logPreview(row),
  };
  if (!recorded) {
    logger.warn(
      { ...fields },
      'outbox: message was taken over by another worker before its result was saved',
    );
    return;
  }
  const { status, error, nextAttemptAt } = recorded;
  const entry = {
    ...fields,
    status,
    ...(error ? { error } : {}),
    ...(nextAttemptAt ? { nextAttemptAt } : {}),
  };
  if (status === 'sent') logger.info(entry, 'outbox: message sent');
  else if (status === 'queued') logger.warn(entry, 'outbox: send failed, will retry');
  else if (status === 'failed') logger.error(entry, 'outbox: message failed');
  else logger.warn(entry, `outbox: message ${status}`);
}

/**
 * One round: claim the due messages, send each, record each result. Returns how many were claimed.
 * `shouldStop` is asked between messages: a stopping worker gives back what it has not sent yet.
 */
export async function runWorkerOnce(
  options: WorkerOptions & { shouldStop?: () => boolean },
): Promise<number> {
  const { db, transports, logger, batchSize = DEFAULT_BATCH_SIZE } = options;
  const now = options.now ?? (() => new Date());
  const claimed = await claimDueMessages(db, { now: now(), limit: batchSize });
  for (const [index, row] of claimed.entries()) {
    if (options.shouldStop?.()) {
      await releaseClaims(
        db,
        claimed.slice(index).map((r) => r.id),
        now(),
      );
      break;
    }
    const outcome = await sendOne(transports, row, logger);
    logRecorded(logger, row, await recordOutcome(db, row, outcome, now()));
  }
  return claimed.length;
}

export type RunningWorker = {
  /** Stops claiming, waits for the message being sent, and gives back the rest of the round. */
  stop(): Promise<void>;
};

/**
 * Runs rounds until stopped: right away after a full round (more may be waiting), else every
 * `intervalMs`. A database error is logged and retried with a growing pause (up to a minute),
 * so an outage does not flood the log.
 */
/** How often a worker that gives way looks again, and the longest it gives way (decision 131). */
export const YIELD_RECHECK_MS = 50;
export const MAX_YIELD_MS = 5_000;

export function startWorker(
  options: WorkerOptions & {
    intervalMs?: number;
    /**
     * True while work the customer waits on is in progress (checkouts holding their turns,
     * decision 131): the next round waits for it, at most `maxYieldMs`. The messages those
     * checkouts queued go out right after their answers instead of competing with them.
     */
    yieldTo?: () => boolean;
    maxYieldMs?: number;
  },
): RunningWorker {
  const { db, logger, intervalMs = DEFAULT_INTERVAL_MS, batchSize = DEFAULT_BATCH_SIZE } = options;
  const maxYieldMs = options.maxYieldMs ?? MAX_YIELD_MS;
  let yieldingSince: number | null = null;
  const now = options.now ?? (() => new Date());
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> | null = null;
  let lastStuckCheck = Number.NEGATIVE_INFINITY;
  let errorDelay = intervalMs;

  const schedule = (delay: number) => {
    if (!stopped) timer = setTimeout(tick, delay);
  };

  const work = async (): Promise<number> => {
    if (now().getTime() - lastStuckCheck >= STUCK_CHECK_EVERY_MS) {
      const requeued = await requeueStuck(db, now());
      if (requeued.length > 0)
        logger.warn({ messageIds: requeued }, 'outbox: requeued messages stuck in sending');
      const expired = await expireResetLinks(db, now(), RESET_LINK_VALID_MS);
      if (expired > 0) logger.info({ count: expired }, 'outbox: expired password-reset links removed');
      lastStuckCheck = now().getTime();
    }
    return runWorkerOnce({ ...options, now, shouldStop: () => stopped });
  };

  const tick = () => {
    timer = undefined;
    if (options.yieldTo?.()) {
      yieldingSince ??= performance.now();
      if (performance.now() - yieldingSince < maxYieldMs) return schedule(YIELD_RECHECK_MS);
    }
    yieldingSince = null;
    round = work().then(
      (claimed) => {
        errorDelay = intervalMs;
        schedule(claimed >= batchSize ? 0 : intervalMs);
      },
      (error: unknown) => {
        logger.error({ err: error, retryInMs: errorDelay }, 'outbox: worker round failed');
        schedule(errorDelay);
        errorDelay = Math.min(errorDelay * 2, MAX_ERROR_DELAY_MS);
      },
    );
  };

  logger.info({ intervalMs, batchSize }, 'outbox: worker started');
  schedule(0);

  return {
    async stop() {
      if (stopped) return;
      stopped = true;
      clearTimeout(timer);
      await round;
      logger.info('outbox: worker stopped');
    },
  };
}
