import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import type { OrderAddress } from '@/shared/orders/types';

/** One of a customer's orders as a person's page in the users area lists it. */
export type CustomerOrder = {
  id: string;
  number: number;
  status: string;
  /** Decimal text, as the database gives it. */
  total: string;
  storeId: string;
  createdAt: Date;
  address: OrderAddress | null;
};

/**
 * What the users area needs of the orders (issue 16): a customer's order count, whether they
 * ordered from a store (a manager's scope), their latest orders. The orders module comes after
 * accounts, so accounts declares this port and the orders module implements it
 * (`orders/customer-orders.ts`); the composition root (`services.ts`) wires it in.
 * `profileId` is the profile's id as the caller's query names it (users_unified.id).
 */
export type CustomerOrders = {
  /** The number of orders naming the profile, as an int subquery for a select list or a sort. */
  countOf(profileId: SQLWrapper): SQL<number>;
  /** True when the profile has an order of the store: a condition for a where clause. */
  orderedFrom(profileId: SQLWrapper, storeId: string): SQL;
  /** The profile's latest orders (newest first, at most `limit`), of one store when `storeId` is set. */
  latestOf(ex: Executor, profileId: string, storeId: string | null, limit: number): Promise<CustomerOrder[]>;
};

/** The SQL half of the port: what the list's query itself embeds. */
export type CustomerOrderSql = Pick<CustomerOrders, 'countOf' | 'orderedFrom'>;
