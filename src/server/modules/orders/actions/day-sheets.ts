import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { toCents } from '@/shared/money';
import {
  amountToCollect,
  type DaySheet,
  type DaySheetQuery,
  type RouteSheet,
  type SheetOrder,
  sumCuts,
} from '@/shared/orders/day-plan';
import { formatOrderNumber } from '@/shared/orders/number';
import type { OrderStatus } from '@/shared/orders/status';
import { type OrderRow, orderItemExtras, orderItems, orders } from '../schema';
import { windowIs } from './read-orders';

/*
 * The day sheet and the route sheet (issue 39, decision 080): one day (and window) of a store's
 * orders, cancelled ones left out. The cuts are summed by the shared rule `sumCuts`, so the screen,
 * a print and a test agree on what "the same cut" is.
 */

/** The orders of the day (and window) within `storeIds` (null: every store), not cancelled. */
function dayWhere(query: DaySheetQuery, storeIds: string[] | null): SQL {
  const where: SQL[] = [eq(orders.delivery_date, query.day), ne(orders.status, 'cancelled')];
  if (storeIds) where.push(inArray(orders.store_id, storeIds));
  if (query.window) where.push(windowIs(query.window));
  return and(...where) as SQL;
}

/** Units per order, summed in SQL. */
async function unitsOf(ex: Executor, ids: string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows = await ex
    .select({ orderId: orderItems.order_id, units: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .where(inArray(orderItems.order_id, ids))
    .groupBy(orderItems.order_id);
  return new Map(rows.map((r) => [r.orderId, Number(r.units)]));
}

function toSheetOrder(row: OrderRow, units: number): SheetOrder {
  const totalCents = toCents(row.total);
  return {
    id: row.id,
    number: formatOrderNumber(row.number),
    status: row.status as OrderStatus,
    customerName: row.customer_name,
    phone: row.customer_phone,
    windowStart: row.window_start,
    windowEnd: row.window_end,
    address: row.delivery_address,
    notes: row.notes,
    itemCount: units,
    totalCents,
    amountToCollectCents: amountToCollect({
      paymentMethod: row.payment_method,
      paymentStatus: row.payment_status,
      totalCents,
    }),
  };
}

/** In window order, then by ZIP (neighbours together), then by number. */
const dayOrder = [
  asc(orders.window_start),
  asc(orders.window_end),
  asc(sql`${orders.delivery_address}->>'zip'`),
  asc(orders.number),
];

async function sheetOrders(ex: Executor, where: SQL): Promise<SheetOrder[]> {
  const rows = await ex
    .select()
    .from(orders)
    .where(where)
    .orderBy(...dayOrder)
    .limit(500);
  const units = await unitsOf(
    ex,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toSheetOrder(r, units.get(r.id) ?? 0));
}

export async function readDaySheet(
  ex: Executor,
  query: DaySheetQuery,
  storeIds: string[] | null,
): Promise<DaySheet> {
  const where = dayWhere(query, storeIds);
  const lines = await ex
    .select({
      id: orderItems.id,
      productId: orderItems.product_id,
      productName: orderItems.product_name,
      variationName: orderItems.variation_name,
      notes: orderItems.notes,
      quantity: orderItems.quantity,
      weightKg: orderItems.weight_kg,
      finalWeightKg: orderItems.final_weight_kg,
      fulfilment: orders.fulfilment_type,
      orderId: orders.id,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.order_id))
    .where(where);
  const extras = lines.length
    ? await ex
        .select({
          itemId: orderItemExtras.order_item_id,
          name: orderItemExtras.name,
          quantity: orderItemExtras.quantity,
        })
        .from(orderItemExtras)
        .where(
          inArray(
            orderItemExtras.order_item_id,
            lines.map((l) => l.id),
          ),
        )
    : [];
  const extrasOf = new Map<string, string[]>();
  for (const e of extras)
    extrasOf.set(e.itemId, [
      ...(extrasOf.get(e.itemId) ?? []),
      e.quantity > 1 ? `${e.quantity}× ${e.name}` : e.name,
    ]);
  const pickups = await sheetOrders(ex, and(where, eq(orders.fulfilment_type, 'pickup')) as SQL);
  const orderIds = new Set(lines.map((l) => l.orderId));
  const deliveries = new Set(lines.filter((l) => l.fulfilment === 'delivery').map((l) => l.orderId));
  return {
    day: query.day,
    window: query.window ?? null,
    orderCount: orderIds.size,
    deliveryCount: deliveries.size,
    cuts: sumCuts(lines.map((l) => ({ ...l, extras: extrasOf.get(l.id) ?? [] }))),
    pickups,
  };
}

export async function readRouteSheet(
  ex: Executor,
  query: DaySheetQuery,
  storeIds: string[] | null,
): Promise<RouteSheet> {
  const stops = await sheetOrders(
    ex,
    and(dayWhere(query, storeIds), eq(orders.fulfilment_type, 'delivery')) as SQL,
  );
  return {
    day: query.day,
    window: query.window ?? null,
    stops,
    toCollectCents: stops.reduce((sum, s) => sum + s.amountToCollectCents, 0),
  };
}
