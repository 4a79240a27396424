import type { LiveChange } from '@/server/modules/live/public';
import type { LiveKind } from '@/shared/live/events';
import { formatOrderNumber } from '@/shared/orders/number';
import type { OrderRow } from '../schema';

/** What the live desk is told of an order's change (decision 088): its store, buyer, number and status. */
export function liveChange(
  row: Pick<OrderRow, 'id' | 'store_id' | 'customer_user_id' | 'number'>,
  kind: LiveKind,
  status: string,
  actor: { userId: string; name: string | null } | null,
): LiveChange {
  return {
    kind,
    storeId: row.store_id,
    customerUserId: row.customer_user_id,
    orderId: row.id,
    number: formatOrderNumber(row.number),
    status,
    actor: actor ? { userId: actor.userId, name: actor.name } : null,
  };
}
