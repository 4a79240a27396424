import { or } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { isAnonymisedCustomer } from '@/server/modules/accounts/public';
import { type AuditActor, recordAudit } from '@/server/modules/audit/public';
import { purgeCampaignOrders } from '@/server/modules/campaigns/public';
import { deleteMessagesAbout } from '@/server/modules/messaging/public';
import { deleteOrders, isGuestHolder, lockOrdersPlacedBefore } from '@/server/modules/orders/public';
import { purchasesExpiredBefore } from '@/shared/privacy/rules';

/** Who the audit log names for the purge: no person asked for it, the retention rule did. */
export const RETENTION_ACTOR: AuditActor = { userId: 'system:purchase-retention', role: 'system' };

/** Orders removed per transaction: a first run on an old shop does not hold the database for long. */
export const PURGE_BATCH = 200;

export type PurgeResult = { orders: number; messages: number; campaignOrders: number };

/**
 * The privacy policy keeps purchase data 5 years after the purchase, then deletes or anonymises it
 * (`src/shared/legal/privacy-*.ts`). An anonymised account's orders were kept only for that: once
 * the 5 years are over they are deleted with their lines, extras and history (foreign keys cascade)
 * and the outbox messages about them, and their pre-order rows in the campaigns module (decision
 * 100: no foreign key crosses the module line, so they go through campaigns' door). Each batch is one transaction with one audit entry by the
 * system (counts and the cut-off only); running it again, or on two instances at once, removes
 * nothing twice and writes no entry when nothing was due.
 */
export async function purgeExpiredPurchases(db: Db, now: Date, batch = PURGE_BATCH): Promise<PurgeResult> {
  const total: PurgeResult = { orders: 0, messages: 0, campaignOrders: 0 };
  const before = purchasesExpiredBefore(now);
  for (;;) {
    const done = await db.transaction(async (tx) => {
      // The orders of anonymised accounts (a carried-out deletion request, decision 047, marks the
      // profile `metadata.anonymised_at`) whose 5 years of purchase data are over on `now`.
      // Guest orders (decision 096) have no account to anonymise: theirs go once their 5 years are over.
      const ids = await lockOrdersPlacedBefore(
        tx,
        before,
        (profileId, authUserId) =>
          or(isAnonymisedCustomer(profileId, authUserId), isGuestHolder(authUserId))!,
        batch,
      );
      if (ids.length === 0) return null;
      const messagesDeleted = await deleteMessagesAbout(tx, ids);
      const campaignOrders = await purgeCampaignOrders(tx, ids);
      const ordersDeleted = await deleteOrders(tx, ids);
      await recordAudit(tx, {
        actor: RETENTION_ACTOR,
        action: 'purge',
        entityType: 'orders',
        entityId: null,
        after: {
          rule: 'purchase_retention_5_years',
          placed_before: before.toISOString(),
          orders_deleted: ordersDeleted,
          messages_deleted: messagesDeleted,
          campaign_orders_deleted: campaignOrders,
        },
      });
      return { orders: ordersDeleted, messages: messagesDeleted, campaignOrders, full: ids.length === batch };
    });
    if (!done) return total;
    total.orders += done.orders;
    total.messages += done.messages;
    total.campaignOrders += done.campaignOrders;
    if (!done.full) return total;
  }
}
