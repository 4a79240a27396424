import { and, desc, eq, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import type { CustomerOrders } from '../accounts/public';
import { orders } from './schema';

/**
 * The orders' side of the accounts' CustomerOrders port (the users area, issue 16): a profile's
 * order count and whether it ordered from a store, as SQL its list embeds (answered by
 * `orders_customer_profile_idx`), and a customer's latest orders. Wired in services.ts.
 */
export const customerOrders: CustomerOrders = {
  // Written out with the table's alias: in a select list Drizzle leaves columns unqualified.
  countOf: (profileId: SQLWrapper) =>
    sql<number>`(select count(*)::int from orders o where o.customer_profile_id = ${profileId})`,
  orderedFrom: (profileId: SQLWrapper, storeId: string) =>
    sql`exists (select 1 from ${orders} where ${orders.customer_profile_id} = ${profileId} and ${orders.store_id} = ${storeId})`,
  latestOf: (ex: Executor, profileId: string, storeId: string | null, limit: number) =>
    ex
      .select({
        id: orders.id,
        number: orders.number,
        status: orders.status,
        total: orders.total,
        storeId: orders.store_id,
        createdAt: orders.created_at,
        address: orders.delivery_address,
      })
      .from(orders)
      .where(
        and(eq(orders.customer_profile_id, profileId), storeId ? eq(orders.store_id, storeId) : undefined),
      )
      .orderBy(desc(orders.created_at))
      .limit(limit),
};
