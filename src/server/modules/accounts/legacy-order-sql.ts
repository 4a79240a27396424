import { type SQLWrapper, sql } from 'drizzle-orm';
import type { CustomerOrderSql } from './customer-orders';

/**
 * The users list's two order fragments written out against the orders table, as accounts wrote
 * them before the CustomerOrders port (issue 33). Only for callers that do not pass the port yet:
 * reports/export-reads.ts (`orderCount` and `usersWhere` through public.ts, until reports reads
 * through the orders' door) and direct calls of `listUsers` (its search test, the users bench).
 * The server passes the orders module's own implementation (services.ts), which renders the same
 * SQL. Remove this file with those callers.
 */
export const legacyOrderSql: CustomerOrderSql = {
  countOf: (profileId: SQLWrapper) =>
    sql<number>`(select count(*)::int from orders o where o.customer_profile_id = ${profileId})`,
  orderedFrom: (profileId: SQLWrapper, storeId: string) =>
    sql`exists (select 1 from "orders" where "orders"."customer_profile_id" = ${profileId} and "orders"."store_id" = ${storeId})`,
};
