import { and, asc, count, eq, gt, gte, inArray, lt, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { cardMoneyColumns } from '@/server/modules/payments/public';
import type { StaffOrdersQuery } from '@/shared/orders/schemas';
import { storeNameJoin } from '../stores/public';
import { staffOrdersWhere } from './actions/read-orders';
import { orderItems, orders } from './schema';

/*
 * What the reports read of the orders (STYLE habit 16: reports go through a read model the owning
 * module publishes): the dashboard's orders per status, the test that a message is about an order
 * of a store, and the pages of the orders and order-lines exports. Reports keeps the rest: the
 * scope, the days asked for, the CSV's columns and how it writes a time (`localTime`).
 */

/** The orders of one store; `undefined` (no condition) for every store (null). */
export const ordersOfStore = (storeId: string | null): SQL | undefined =>
  storeId === null ? undefined : eq(orders.store_id, storeId);

/** How many orders wait at each of these statuses, whatever their day (absent: none). */
export function orderStatusCounts(ex: Executor, statuses: readonly string[], storeId: string | null) {
  return ex
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(and(inArray(orders.status, [...statuses]), ordersOfStore(storeId)))
    .groupBy(orders.status);
}

/** True when a text id (an outbox message's related_id) names an order of the store. */
export const isOrderOfStore = (id: SQLWrapper, storeId: string): SQL =>
  sql`exists (select 1 from ${orders} where ${orders.id}::text = ${id} and ${orders.store_id} = ${storeId})`;

/** A timestamp column written as the report writes times (its format and time zone). */
export type LocalTime = (column: SQLWrapper) => SQL<string>;

/**
 * The orders the staff list shows for `list` (within `storeIds`; null: every store), placed at or
 * after `from` and before `before` when given.
 */
export function exportedOrdersWhere(
  list: Omit<StaffOrdersQuery, 'page' | 'pageSize'>,
  storeIds: string[] | null,
  placed: { from?: Date; before?: Date },
): SQL | undefined {
  return and(
    staffOrdersWhere(list, storeIds),
    placed.from ? gte(orders.created_at, placed.from) : undefined,
    placed.before ? lt(orders.created_at, placed.before) : undefined,
  );
}

/** One page of an export: the rows after the cursor (null: from the start), `limit` at most. */
export type ExportPage<C> = { where: SQL | undefined; after: C | null; limit: number; localTime: LocalTime };

const orderExportColumns = (localTime: LocalTime) => ({
  number: orders.number,
  createdAt: localTime(orders.created_at),
  status: orders.status,
  paymentStatus: orders.payment_status,
  paymentMethod: orders.payment_method,
  store: storeNameJoin.name,
  customerName: orders.customer_name,
  customerEmail: orders.customer_email,
  customerPhone: orders.customer_phone,
  fulfilment: orders.fulfilment_type,
  deliveryDate: orders.delivery_date,
  window: sql<string>`${orders.window_start} || '-' || ${orders.window_end}`,
  city: sql<string | null>`${orders.delivery_address}->>'city'`,
  zip: sql<string | null>`${orders.delivery_address}->>'zip'`,
  subtotal: orders.subtotal,
  discount: orders.discount,
  deliveryFee: orders.delivery_fee,
  total: orders.total,
  coupon: orders.coupon_code,
  notes: orders.notes,
  // Card payments (decision 082): what was charged and refunded, from the payments read model.
  ...cardMoneyColumns(orders.id),
});
export type OrderExportRow = { [K in keyof ReturnType<typeof orderExportColumns>]: unknown } & {
  number: number;
};

/** Orders with their store's name, oldest number first. */
export function orderExportPage(ex: Executor, page: ExportPage<number>): Promise<OrderExportRow[]> {
  return storeNameJoin
    .join(ex.select(orderExportColumns(page.localTime)).from(orders).$dynamic(), orders.store_id)
    .where(and(page.where, page.after === null ? undefined : gt(orders.number, page.after)))
    .orderBy(asc(orders.number))
    .limit(page.limit) as Promise<OrderExportRow[]>;
}

const lineExportColumns = (localTime: LocalTime) => ({
  orderNumber: orders.number,
  orderCreatedAt: localTime(orders.created_at),
  orderStatus: orders.status,
  position: orderItems.position,
  product: orderItems.product_name,
  variation: orderItems.variation_name,
  weightKg: orderItems.weight_kg,
  /** The scale's weight for the whole line once weighed (issue 39); empty before. */
  finalWeightKg: orderItems.final_weight_kg,
  quantity: orderItems.quantity,
  unitPrice: orderItems.unit_price,
  lineTotal: orderItems.line_total,
  notes: orderItems.notes,
});
export type OrderLineExportRow = { [K in keyof ReturnType<typeof lineExportColumns>]: unknown } & {
  orderNumber: number;
  position: number;
};

/** The lines of the orders `where` keeps, by order number then position. */
export function orderLineExportPage(
  ex: Executor,
  page: ExportPage<[number, number]>,
): Promise<OrderLineExportRow[]> {
  const { after } = page;
  return ex
    .select(lineExportColumns(page.localTime))
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.order_id))
    .where(
      and(
        page.where,
        after === null
          ? undefined
          : sql`(${orders.number}, ${orderItems.position}) > (${after[0]}, ${after[1]})`,
      ),
    )
    .orderBy(asc(orders.number), asc(orderItems.position))
    .limit(page.limit) as Promise<OrderLineExportRow[]>;
}
