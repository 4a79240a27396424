import { and, asc, eq, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { renderMessage } from '@/shared/messages';
import { backoffMs, canRetry, MAX_ATTEMPTS, STUCK_SENDING_MS } from './retry-policy';
import { type MessageRow, type MessageStatus, messages } from './schema';
import { REDACTED_TOKEN } from './sealed-links';
import type { SendOutcome } from './transports/types';

export { REDACTED_TOKEN };

/** Staff-facing text of a message whose worker stopped mid-send (crash, kill -9, lost machine). */
export const SEND_INTERRUPTED = renderMessage('outbox.sendInterrupted');

/**
 * Claims up to `limit` due messages for this worker. The rows are locked with FOR UPDATE SKIP
 * LOCKED, so a second worker running the same query at the same moment skips them instead of
 * waiting and then sending them again; they leave the short transaction already marked `sending`,
 * and the slow network call happens after it commits.
 */
export async function claimDueMessages(db: Db, options: { now: Date; limit: number }): Promise<MessageRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.status, 'queued'), lte(messages.next_attempt_at, options.now)))
      .orderBy(asc(messages.next_attempt_at))
      .limit(options.limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const claimed = await tx
      .update(messages)
      .set({ status: 'sending', attempts: sql`${messages.attempts} + 1`, updated_at: options.now })
      .where(
        inArray(
          messages.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
    return claimed.sort((a, b) => a.next_attempt_at.getTime() - b.next_attempt_at.getTime());
  });
}

export type Recorded = { status: MessageStatus; nextAttemptAt: Date | null; error: string | null };

/**
 * Writes how a claimed message's send ended. A passing failure goes back to `queued` with the
 * backoff, unless it was the last allowed attempt. Only a row still `sending` is touched: a row
 * another process has requeued meanwhile is left to it.
 */
export async function recordOutcome(
  db: Db,
  row: Pick<MessageRow, 'id' | 'attempts'>,
  outcome: SendOutcome,
  now: Date,
): Promise<Recorded | null> {
  let recorded: Recorded;
  let values: Partial<typeof messages.$inferInsert>;
  if (outcome.status === 'sent') {
    recorded = { status: 'sent', nextAttemptAt: null, error: null };
    values = {
      provider_message_id: outcome.providerMessageId,
      sent_at: now,
      // Sent: the sealed links have done their work (decision 074).
      sealed_links: null,
      last_error: null,
      last_error_key: null,
      last_error_params: null,
    };
  } else {
    // The reason as a key and its parameters beside the Portuguese text (decision 076); an outcome
    // without one (an older caller) keeps the text alone, which the desk shows as it is.
    const reason = {
      last_error: outcome.error,
      last_error_key: outcome.reason?.key ?? null,
      last_error_params: (outcome.reason?.params as Record<string, string | number> | undefined) ?? null,
    };
    if (outcome.status === 'retry' && canRetry(row.attempts)) {
      const nextAttemptAt = new Date(now.getTime() + backoffMs(row.attempts));
      recorded = { status: 'queued', nextAttemptAt, error: outcome.error };
      values = { next_attempt_at: nextAttemptAt, ...reason };
    } else {
      const status = outcome.status === 'retry' ? 'failed' : outcome.status;
      recorded = { status, nextAttemptAt: null, error: outcome.error };
      values = reason;
    }
  }
  const updated = await db
    .update(messages)
    .set({
      ...values,
      status: recorded.status,
      updated_at: now,
      // Once a reset e-mail will not be sent again, its link (a live credential) leaves the table.
      ...(recorded.status === 'queued' ? {} : { body: withoutResetTokens }),
    })
    .where(and(eq(messages.id, row.id), eq(messages.status, 'sending')))
    .returning({ id: messages.id });
  return updated.length > 0 ? recorded : null;
}

/** Gives back claimed rows this worker will not send after all (it is stopping): the claim did not count. */
export async function releaseClaims(db: Db, ids: readonly string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(messages)
    .set({ status: 'queued', attempts: sql`greatest(${messages.attempts} - 1, 0)`, updated_at: now })
    .where(and(inArray(messages.id, [...ids]), eq(messages.status, 'sending')));
}

/**
 * Requeues rows stuck in `sending` for over STUCK_SENDING_MS: their worker died between claiming
 * and recording. The interrupted try counts as an attempt, so a message that crashes its worker
 * every time ends `failed` instead of looping. Such a message may have reached the provider
 * before the crash; sending it again is the price of never losing one (see the decision record).
 */
export async function requeueStuck(db: Db, now: Date): Promise<string[]> {
  const rows = await db
    .update(messages)
    .set({
      status: sql`case when ${messages.attempts} >= ${MAX_ATTEMPTS} then 'failed' else 'queued' end`,
      next_attempt_at: now,
      last_error: SEND_INTERRUPTED,
      last_error_key: 'outbox.sendInterrupted',
      last_error_params: null,
      updated_at: now,
    })
    .where(
      and(
        eq(messages.status, 'sending'),
        lt(messages.updated_at, new Date(now.getTime() - STUCK_SENDING_MS)),
      ),
    )
    .returning({ id: messages.id });
  return rows.map((row) => row.id);
}

/**
 * A password-reset message's body with every link's token replaced (other messages unchanged).
 * Since decision 074 the body holds `token=••••` from the start; this still covers a body written
 * before it.
 */
const withoutResetTokens = sql`case when ${messages.purpose} = 'password_reset'
  then regexp_replace(${messages.body}, 'token=[^&[:space:]]+', ${`token=${REDACTED_TOKEN}`}, 'g')
  else ${messages.body} end`;

export const RESET_LINK_EXPIRED = renderMessage('outbox.resetLinkExpired');

/**
 * Reset e-mails older than their link (`validForMs`): the token leaves the body, and one not sent
 * yet is not sent at all (its link would only say "expired"). Run with the worker's periodic checks.
 */
export async function expireResetLinks(db: Db, now: Date, validForMs: number): Promise<number> {
  const rows = await db
    .update(messages)
    .set({
      body: withoutResetTokens,
      sealed_links: null,
      status: sql`case when ${messages.status} = 'queued' then 'failed' else ${messages.status} end`,
      last_error: sql`case when ${messages.status} = 'queued' then ${RESET_LINK_EXPIRED} else ${messages.last_error} end`,
      last_error_key: sql`case when ${messages.status} = 'queued' then 'outbox.resetLinkExpired' else ${messages.last_error_key} end`,
      updated_at: now,
    })
    .where(
      and(
        eq(messages.purpose, 'password_reset'),
        ne(messages.status, 'sending'),
        lt(messages.created_at, new Date(now.getTime() - validForMs)),
        // Still holding a link: sealed, or in clear in a body written before decision 074.
        sql`(${messages.sealed_links} is not null or ${messages.body} ~ ${`token=[^${REDACTED_TOKEN[0]}]`})`,
      ),
    )
    .returning({ id: messages.id });
  return rows.length;
}
