import { and, asc, desc, eq, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { orderEvents, orderItems, orders } from './schema';

// A customer's orders as the privacy module reads and removes them (decisions 047, 049): the data
// download, a deletion request's anonymisation and the purge of purchases past their 5 years. Each
// takes the caller's executor, so the privacy writes stay one transaction.

/**
 * Whose orders: those placed by the auth user or linked to the profile, and the guest orders
 * (decision 096) placed with the person's e-mail and not joined to any account.
 */
export type OrderCustomer = { profileId: string; authUserId: string | null; email?: string | null };

/** The holder of an order is a guest user (guest checkout, decision 096): its id says so. */
export const GUEST_USER_PREFIX = 'guest-';
export const isGuestHolder = (authUserId: typeof orders.customer_user_id): SQL =>
  sql`${authUserId} like ${`${GUEST_USER_PREFIX}%`}`;

const ofCustomer = (c: OrderCustomer) =>
  or(
    eq(orders.customer_profile_id, c.profileId),
    c.authUserId ? eq(orders.customer_user_id, c.authUserId) : undefined,
    c.email
      ? and(
          isGuestHolder(orders.customer_user_id),
          eq(sql`lower(${orders.customer_email})`, c.email.trim().toLowerCase()),
        )
      : undefined,
  )!;

/** The customer's orders, newest first, whole. */
export function customerOrderRows(ex: Executor, c: OrderCustomer) {
  return ex.select().from(orders).where(ofCustomer(c)).orderBy(desc(orders.created_at));
}

/** The lines of these orders, in their order's sequence. */
export function orderLineRows(ex: Executor, orderIds: string[]) {
  return ex
    .select()
    .from(orderItems)
    .where(inArray(orderItems.order_id, orderIds))
    .orderBy(asc(orderItems.position));
}

/** The ids of the customer's orders. */
export async function customerOrderIds(ex: Executor, c: OrderCustomer): Promise<string[]> {
  return (await ex.select({ id: orders.id }).from(orders).where(ofCustomer(c))).map((o) => o.id);
}

/**
 * Takes the personal fields off the customer's orders, which stay for the 5 years purchase data
 * is kept: name, phone and notes go, the e-mail becomes `email`, the delivery address keeps its
 * city, state and ZIP (sales tax) without the street and unit; the order history no longer names
 * the auth user as the one who acted.
 */
export async function anonymiseCustomerOrders(ex: Executor, c: OrderCustomer, email: string, now: Date) {
  await ex
    .update(orders)
    .set({
      customer_name: null,
      customer_email: email,
      customer_phone: null,
      notes: null,
      delivery_address: sql`case when ${orders.delivery_address} is null then null else jsonb_build_object(
          'street', '', 'unit', null, 'city', ${orders.delivery_address}->>'city',
          'state', ${orders.delivery_address}->>'state', 'zip', ${orders.delivery_address}->>'zip') end`,
      updated_at: now,
    })
    .where(ofCustomer(c));
}

/** The order history stops naming the auth user as the one who placed or changed an order. */
export async function forgetOrderActor(ex: Executor, authUserId: string) {
  await ex.update(orderEvents).set({ actor_name: null }).where(eq(orderEvents.actor_user_id, authUserId));
}

/**
 * Locks up to `limit` orders placed before `before` whose customer `customer` picks (a condition
 * on the order's profile id and auth user id columns), oldest first, skipping orders another
 * transaction holds; answers their ids.
 */
export async function lockOrdersPlacedBefore(
  ex: Executor,
  before: Date,
  customer: (profileId: typeof orders.customer_profile_id, authUserId: typeof orders.customer_user_id) => SQL,
  limit: number,
): Promise<string[]> {
  const due = await ex
    .select({ id: orders.id })
    .from(orders)
    .where(and(lt(orders.created_at, before), customer(orders.customer_profile_id, orders.customer_user_id)))
    .orderBy(orders.created_at)
    .limit(limit)
    .for('update', { skipLocked: true });
  return due.map((o) => o.id);
}

/** Deletes these orders with their lines, extras and history (foreign keys cascade); answers how many. */
export async function deleteOrders(ex: Executor, ids: string[]): Promise<number> {
  return (await ex.delete(orders).where(inArray(orders.id, ids)).returning({ id: orders.id })).length;
}
