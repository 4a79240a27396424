import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { orders } from './schema';

// SQL about a customer's orders, correlated to the customer's auth user id of the caller's query
// (coupon sending's recipients list: accounts run that query and come before orders).

/** The instant of the customer's last order (null when none). */
export const lastOrderAtSql = (customerAuthId: AnyColumn | SQL) =>
  sql<Date | null>`(select max(${orders.created_at}) from ${orders} where ${orders.customer_user_id} = ${customerAuthId})`;

/** The customer ordered from this store at least once. */
export const orderedAtStoreSql = (customerAuthId: AnyColumn | SQL, storeId: string) =>
  sql`exists (select 1 from ${orders} where ${orders.customer_user_id} = ${customerAuthId} and ${orders.store_id} = ${storeId})`;
