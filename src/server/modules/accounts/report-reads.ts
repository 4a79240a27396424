import { and, asc, gt, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { PROFILE_ID, phoneOf } from './actions/users';
import type { CustomerOrderSql } from './customer-orders';
import { usersUnified } from './schema';

/*
 * What the reports read of the accounts beyond the users list's filters (STYLE habit 16: reports
 * go through a read model the owning module publishes): the pages of the customers export. Reports
 * keeps the CSV's columns and how it writes a time (`localTime`).
 */

const u = usersUnified;
const customerExportColumns = (
  localTime: (column: SQLWrapper) => SQL<string>,
  orders: Pick<CustomerOrderSql, 'countOf'>,
) => ({
  id: u.id,
  name: u.full_name,
  email: u.email,
  phone: phoneOf,
  verified: u.is_verified,
  suspended: u.is_suspended,
  createdAt: localTime(u.created_at),
  lastLoginAt: localTime(u.last_login_at) as SQL<string | null>,
  orders: orders.countOf(PROFILE_ID),
});
export type CustomerExportRow = { [K in keyof ReturnType<typeof customerExportColumns>]: unknown } & {
  id: string;
};

/**
 * The accounts `where` keeps (the users list's condition, `usersWhere`), by id: the rows after
 * the cursor (null: from the start), `limit` at most.
 */
export function customerExportPage(
  ex: Executor,
  page: {
    where: SQL | undefined;
    after: string | null;
    limit: number;
    localTime: (column: SQLWrapper) => SQL<string>;
    /** The orders' side of the CustomerOrders port: the order count column. */
    orders: Pick<CustomerOrderSql, 'countOf'>;
  },
): Promise<CustomerExportRow[]> {
  return ex
    .select(customerExportColumns(page.localTime, page.orders))
    .from(u)
    .where(and(page.where, page.after === null ? undefined : gt(u.id, page.after)))
    .orderBy(asc(u.id))
    .limit(page.limit) as Promise<CustomerExportRow[]>;
}
