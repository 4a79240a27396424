import type { Executor } from '@/server/db/client';
import { recordAudit } from '@/server/modules/audit/public';
import { ORDER_AUDIT_ENTITY, type OrderAuditAction } from '@/shared/orders/audit';
import type { StaffActor } from '../context';

/**
 * One staff write on an order in the audit log (decision 057), with the write's open transaction:
 * the entry commits or rolls back with the change. Only the fields the write changed, as they were
 * and as they became.
 */
export function auditOrder(
  tx: Executor,
  actor: StaffActor,
  orderId: string,
  action: OrderAuditAction,
  change: { before?: Record<string, unknown>; after: Record<string, unknown> },
): Promise<void> {
  return recordAudit(tx, {
    actor: { userId: actor.userId, role: actor.role, requestId: actor.requestId ?? null },
    action,
    entityType: ORDER_AUDIT_ENTITY,
    entityId: orderId,
    before: change.before ?? null,
    after: change.after,
  });
}
