import { and, isNull, lt, notInArray, or } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { authVerification, emailVerifications, invitations } from '../accounts/schema';
import { messages } from './schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long the outbox keeps a finished message (sent, failed, blocked, not configured): half a
 * year, long enough to answer "did the customer get it?" about any recent order or coupon, and
 * short of the privacy policy's 12 months for browsing data (decision 050). Queued and sending
 * messages are the worker's and are never removed.
 */
export const MESSAGE_RETENTION_DAYS = 180;
/**
 * How long a single-use link outlives its expiry: a month, so "this link expired" (rather than
 * "invalid") can still be told for a while, then the row goes (decision 050).
 */
export const SPENT_LINK_RETENTION_DAYS = 30;
/** The purge runs at start and once a day. */
export const RETENTION_PURGE_INTERVAL_MS = DAY_MS;

export type PurgeCounts = {
  messages: number;
  emailVerifications: number;
  invitations: number;
  resetTokens: number;
};

/**
 * Removes what the shop no longer needs to keep (decision 050): finished outbox messages older
 * than MESSAGE_RETENTION_DAYS; e-mail confirmation links and better-auth's reset tokens expired
 * for SPENT_LINK_RETENTION_DAYS; invitations never accepted, expired or revoked that long ago
 * (an accepted invitation stays: it records who gave a member of staff their role). Plain
 * deletes by date, in one transaction: running it twice removes nothing more.
 */
export async function purgeExpired(db: Db, now: Date): Promise<PurgeCounts> {
  const messagesBefore = new Date(now.getTime() - MESSAGE_RETENTION_DAYS * DAY_MS);
  const linksBefore = new Date(now.getTime() - SPENT_LINK_RETENTION_DAYS * DAY_MS);
  return db.transaction(async (tx) => {
    const removedMessages = await tx
      .delete(messages)
      .where(and(lt(messages.created_at, messagesBefore), notInArray(messages.status, ['queued', 'sending'])))
      .returning({ id: messages.id });
    const removedConfirmations = await tx
      .delete(emailVerifications)
      .where(lt(emailVerifications.expires_at, linksBefore))
      .returning({ id: emailVerifications.id });
    const removedInvitations = await tx
      .delete(invitations)
      .where(
        and(
          isNull(invitations.accepted_at),
          or(lt(invitations.expires_at, linksBefore), lt(invitations.revoked_at, linksBefore)),
        ),
      )
      .returning({ id: invitations.id });
    const removedResets = await tx
      .delete(authVerification)
      .where(lt(authVerification.expiresAt, linksBefore))
      .returning({ id: authVerification.id });
    return {
      messages: removedMessages.length,
      emailVerifications: removedConfirmations.length,
      invitations: removedInvitations.length,
      resetTokens: removedResets.length,
    };
  });
}

/**
 * Runs the purge at start and every day beside the server's other cleanups (carts, pictures);
 * `stop()` waits for a round in progress. Several instances may each run it: it is idempotent.
 */
export function startRetentionPurge(
  db: Db,
  logger: Logger,
  options: { now?: () => Date; intervalMs?: number } = {},
) {
  const now = options.now ?? (() => new Date());
  let running: Promise<void> | null = null;
  const round = () => {
    running ??= purgeExpired(db, now())
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
