import { and, count, desc, eq, gte, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { EffectiveConfig } from '@/server/modules/integrations/public';
import { isMessageKey, type MessageParams } from '@/shared/messages';
import {
  type ChannelHealth,
  DESK_CHANNELS,
  DESK_PAGE_SIZE,
  type DeskListFilters,
  type DeskMessage,
  type DeskRetryFilters,
  type DeskRow,
  deskPreview,
  deskRange,
  RETRYABLE_STATES,
} from '@/shared/messaging/desk';
import { type AuditActor, recordAudit } from '../audit/public';
import { type MessageRow, messages } from './schema';

/** A stored reason's key and parameters (decision 076); older rows hold the text alone. */
const reasonOf = (key: string | null, params: unknown) =>
  isMessageKey(key)
    ? { lastErrorKey: key, lastErrorParams: (params as MessageParams | null) ?? null }
    : { lastErrorKey: null, lastErrorParams: null };

const toRow = (m: MessageRow): DeskRow => ({
  id: m.id,
  channel: m.channel,
  recipient: m.recipient,
  kind: m.purpose,
  state: m.status,
  attempts: m.attempts,
  lastError: m.last_error,
  ...reasonOf(m.last_error_key, m.last_error_params),
  subject: m.subject,
  preview: deskPreview(m.body),
  createdAt: m.created_at.toISOString(),
  sentAt: m.sent_at?.toISOString() ?? null,
});

function whereOf(filters: DeskRetryFilters): SQL | undefined {
  const { from, to } = deskRange(filters);
  const parts = [
    filters.state ? eq(messages.status, filters.state) : undefined,
    filters.kind ? eq(messages.purpose, filters.kind) : undefined,
    filters.channel ? eq(messages.channel, filters.channel) : undefined,
    from ? gte(messages.created_at, from) : undefined,
    to ? lte(messages.created_at, to) : undefined,
  ].filter((p): p is SQL => p !== undefined);
  return parts.length ? and(...parts) : undefined;
}

/**
 * Back to `queued` with fresh attempts, due now — only rows still failed or not configured. The
 * guard in the WHERE is what makes a retry send once: of two retries at the same moment, the
 * second finds the row already queued and changes nothing, and the worker's claim (FOR UPDATE
 * SKIP LOCKED) hands the queued row to one sender.
 */
export async function requeueRetryable(ex: Executor, where: SQL | undefined, now: Date): Promise<string[]> {
  const rows = await ex
    .update(messages)
    .set({ status: 'queued', attempts: 0, next_attempt_at: now, updated_at: now })
    .where(and(inArray(messages.status, [...RETRYABLE_STATES]), where))
    .returning({ id: messages.id });
  return rows.map((r) => r.id);
}

/** What the admin home's banner reads of the configuration in force (the integrations'). */
export type ConfigSource = () => Promise<EffectiveConfig>;

const HEALTH_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The message desk (issue 18, decision 043): lists, opens and sends again the outbox's messages. */
export function createMessageDesk(db: Db, config: ConfigSource, now: () => Date = () => new Date()) {
  const configured = async () => {
    const { whatsapp, email, sms } = await config();
    return {
      whatsapp: whatsapp.delivery !== null,
      email: email.server !== null && Boolean(email.from),
      sms: sms.delivery !== null,
    };
  };

  return {
    async list(filters: DeskListFilters) {
      const where = whereOf(filters);
      const [rows, [total], [retryable]] = await Promise.all([
        db
          .select()
          .from(messages)
          .where(where)
          .orderBy(desc(messages.created_at), desc(messages.id))
          .limit(DESK_PAGE_SIZE)
          .offset((filters.page - 1) * DESK_PAGE_SIZE),
        db.select({ n: count() }).from(messages).where(where),
        // What "retry all" would send again with these filters: the count its confirmation states.
        db
          .select({ n: count() })
          .from(messages)
          .where(and(inArray(messages.status, [...RETRYABLE_STATES]), where)),
      ]);
      return {
        messages: rows.map(toRow),
        total: total?.n ?? 0,
        retryable: retryable?.n ?? 0,
        page: filters.page,
        pageSize: DESK_PAGE_SIZE,
      };
    },

    async detail(id: string): Promise<DeskMessage> {
      const [row] = await db.select().from(messages).where(eq(messages.id, id));
      if (!row) throw new AppError('not_found', 'messageDesk.notFound');
      return {
        ...toRow(row),
        body: row.body,
        nextAttemptAt: row.next_attempt_at.toISOString(),
        updatedAt: row.updated_at.toISOString(),
      };
    },

    /** Sends one failed or not-configured message again; the audit entry commits with it. */
    async retryOne(actor: AuditActor, id: string): Promise<DeskMessage> {
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ status: messages.status, attempts: messages.attempts })
          .from(messages)
          .where(eq(messages.id, id));
        if (!before) throw new AppError('not_found', 'messageDesk.notFound');
        const ids = await requeueRetryable(tx, eq(messages.id, id), now());
        if (ids.length === 0) throw new AppError('conflict', 'messageDesk.notRetryable');
        await recordAudit(tx, {
          actor,
          action: 'message.retry',
          entityType: 'message',
          entityId: id,
          before,
          after: { status: 'queued', attempts: 0 },
        });
      });
      return this.detail(id);
    },

    /**
     * Sends again every failed and not-configured message the list's filters select (a day range,
     * kind, channel, state — decision 050), in one guarded UPDATE with its audit entry: of two
     * such retries at once each row is requeued by one, and the worker sends it once.
     */
    async retryAll(actor: AuditActor, filters: DeskRetryFilters) {
      return db.transaction(async (tx) => {
        const ids = await requeueRetryable(tx, whereOf(filters), now());
        if (ids.length > 0) {
          const applied = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined));
          await recordAudit(tx, {
            actor,
            action: 'message.retry_all',
            entityType: 'message',
            entityId: null,
            after: { count: ids.length, ...applied },
          });
        }
        return { retried: ids.length };
      });
    },

    /**
     * Each channel: configured (its settings in force, the environment's or the Integrações
     * screen's) and failing — its latest finished message of the last 24 hours did not go out
     * (failed, not configured, or back in the queue after an error).
     */
    async health(): Promise<ChannelHealth[]> {
      const since = new Date(now().getTime() - HEALTH_WINDOW_MS);
      const inForce = await configured();
      return Promise.all(
        DESK_CHANNELS.map(async (channel) => {
          const [latest] = await db
            .select({
              status: messages.status,
              error: messages.last_error,
              key: messages.last_error_key,
              params: messages.last_error_params,
            })
            .from(messages)
            .where(
              and(
                eq(messages.channel, channel),
                gte(messages.updated_at, since),
                ne(messages.status, 'blocked'),
                or(ne(messages.status, 'queued'), sql`${messages.last_error} is not null`),
                ne(messages.status, 'sending'),
              ),
            )
            .orderBy(desc(messages.updated_at))
            .limit(1);
          const failing = latest !== undefined && latest.status !== 'sent';
          const reason = failing && latest ? reasonOf(latest.key, latest.params) : reasonOf(null, null);
          return {
            channel,
            configured: inForce[channel],
            failing,
            lastError: failing ? (latest?.error ?? null) : null,
            ...reason,
          };
        }),
      );
    },
  };
}

export type MessageDesk = ReturnType<typeof createMessageDesk>;
