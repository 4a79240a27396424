import { and, inArray, lt, sql } from 'drizzle-orm';
import { purchasesExpiredBefore } from '../../../../shared/privacy/rules';
import type { Db } from '../../../db/client';
import { type AuditActor, recordAudit } from '../../audit/public';
import { messages } from '../../messaging/schema';
import { orders } from '../../orders/schema';

/** Who the audit log names for the purge: no person asked for it, the retention rule did. */
export const RETENTION_ACTOR: AuditActor = { userId: 'system:purchase-retention', role: 'system' };

/** Orders removed per transaction: a first run on an old shop does not hold the database for long. */
export const PURGE_BATCH = 200;

/**
 * The orders of anonymised accounts (a carried-out deletion request, decision 047, marks the
 * profile `metadata.anonymised_at`) whose 5 years of purchase data are over on `now` (decision 049).
 */
const expiredOfAnonymised = (now: Date) =>
  and(
    lt(orders.created_at, purchasesExpiredBefore(now)),
    sql`exists (select 1 from users_unified p
      where (p.id = ${orders.customer_profile_id} or p.auth_user_id = ${orders.customer_user_id})
        and p.metadata ? 'anonymised_at')`,
  );

export type PurgeResult = { orders: number; messages: number };

/**
 * The privacy policy keeps purchase data 5 years after the purchase, then deletes or anonymises it
 * (`src/shared/legal/privacy-*.ts`). An anonymised account's orders were kept only for that: once
 * the 5 years are over they are deleted with their lines, extras and history (foreign keys cascade)
 * and the outbox messages about them. Each batch is one transaction with one audit entry by the
 * system (counts and the cut-off only); running it again, or on two instances at once, removes
 * nothing twice and writes no entry when nothing was due.
 */
export async function purgeExpiredPurchases(db: Db, now: Date, batch = PURGE_BATCH): Promise<PurgeResult> {
  const total: PurgeResult = { orders: 0, messages: 0 };
  const before = purchasesExpiredBefore(now);
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(expiredOfAnonymised(now))
        .orderBy(orders.created_at)
        .limit(batch)
        .for('update', { skipLocked: true });
      if (due.length === 0) return null;
      const ids = due.map((o) => o.id);
      const removedMessages = await tx
        .delete(messages)
        .where(inArray(messages.related_id, ids))
        .returning({ id: messages.id });
      const removed = await tx.delete(orders).where(inArray(orders.id, ids)).returning({ id: orders.id });
      await recordAudit(tx, {
        actor: RETENTION_ACTOR,
        action: 'purge',
        entityType: 'orders',
        entityId: null,
        after: {
          rule: 'purchase_retention_5_years',
          placed_before: before.toISOString(),
          orders_deleted: removed.length,
          messages_deleted: removedMessages.length,
        },
      });
      return { orders: removed.length, messages: removedMessages.length, full: due.length === batch };
    });
    if (!done) return total;
    total.orders += done.orders;
    total.messages += done.messages;
    if (!done.full) return total;
  }
}
