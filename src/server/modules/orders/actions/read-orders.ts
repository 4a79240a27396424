import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { readTogether } from '@/server/db/read-together';
import { preorderOfOrder } from '@/server/modules/campaigns/public';
import { orderIdsInPaymentState } from '@/server/modules/payments/public';
import { readOrderStore } from '@/server/modules/stores/public';
import { asExtraBasis } from '@/shared/catalogue/extra-basis';
import type { FulfilmentSettings } from '@/shared/delivery/settings';
import { toCents } from '@/shared/money';
import { isEditDetails } from '@/shared/orders/edit-types';
import { formatOrderNumber, parseOrderNumber } from '@/shared/orders/number';
import type { StaffOrdersQuery } from '@/shared/orders/schemas';
import type { OrderStatus } from '@/shared/orders/status';
import type { OrderDetail, OrderSummary, StaffOrderList } from '@/shared/orders/types';
import { kgToGrams } from '@/shared/orders/weighing';
import type { OrderWeighingView } from '@/shared/orders/weighing-types';
import { taxViewOf } from '@/shared/tax/types';
import {
  type OrderEventRow,
  type OrderItemExtraRow,
  type OrderItemRow,
  type OrderRow,
  orderEvents,
  orderItemExtras,
  orderItems,
  orders,
} from '../schema';
import { CUT_CHARGE_NAMES } from './reprice-cart';

function toSummary(row: OrderRow, itemCount: number): OrderSummary {
  return {
    id: row.id,
    number: formatOrderNumber(row.number),
    status: row.status as OrderStatus,
    fulfilment: row.fulfilment_type,
    paymentMethod: row.payment_method,
    paymentStatus: row.payment_status,
    deliveryDate: row.delivery_date,
    windowStart: row.window_start,
    windowEnd: row.window_end,
    totalCents: toCents(row.total),
    taxCents: toCents(row.tax),
    estimatedTotalCents: row.weighing?.estimatedTotalCents ?? null,
    weighed: row.weighed_at !== null,
    itemCount,
    createdAt: row.created_at.toISOString(),
  };
}

/** The weighing part of an order's detail (null: nothing in it is sold by weight). */
function weighingView(row: OrderRow): OrderWeighingView | null {
  const w = row.weighing;
  if (!w) return null;
  const paid = row.payment_method === 'bank_transfer' ? w.paidCents : undefined;
  const difference = paid === undefined ? null : toCents(row.total) - paid;
  return {
    tolerancePct: w.tolerancePct,
    estimatedTotalCents: w.estimatedTotalCents,
    weighedAt: row.weighed_at?.toISOString() ?? null,
    differenceCents: difference === 0 ? null : difference,
    settledAt: row.weighing_settled_at?.toISOString() ?? null,
  };
}

/** Units per order, for the lists. */
async function itemCounts(ex: Executor, ids: string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows = await ex
    .select({ orderId: orderItems.order_id, quantity: orderItems.quantity })
    .from(orderItems)
    .where(inArray(orderItems.order_id, ids));
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.orderId, (counts.get(r.orderId) ?? 0) + r.quantity);
  return counts;
}

export async function findOrderRow(ex: Executor, id: string): Promise<OrderRow | null> {
  const [row] = await ex.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}

/** What an order's detail is drawn from besides its row. */
export type OrderDetailParts = {
  items: OrderItemRow[];
  extras: OrderItemExtraRow[];
  events: OrderEventRow[];
  store: { name: string; nameEn: string; settings: FulfilmentSettings | null } | undefined;
};

/** Everything the detail views show: items with extras, address, window and the status timeline. */
export async function orderDetail(ex: Executor, row: OrderRow): Promise<OrderDetail> {
  const [items, events, store, preorder] = await readTogether(
    ex,
    () =>
      ex.select().from(orderItems).where(eq(orderItems.order_id, row.id)).orderBy(asc(orderItems.position)),
    () =>
      ex
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.order_id, row.id))
        .orderBy(asc(orderEvents.created_at), asc(orderEvents.id)),
    () => readOrderStore(ex, row.store_id),
    () => preorderOfOrder(ex, row.id),
  );
  const extras = await extrasOfItems(ex, items);
  return { ...toOrderDetail(row, { items, extras, events, store }), preorder };
}

/** The row of a line's priced cut options (decision 091): no extra of the catalogue, no basis. */
const isCutCharge = (e: Pick<OrderItemExtraRow, 'extra_id' | 'name'>) =>
  e.extra_id === null && (Object.values(CUT_CHARGE_NAMES) as string[]).includes(e.name);

/** The extras (and cut charges) of an order's lines, in one read. */
export async function extrasOfItems(ex: Executor, items: { id: string }[]): Promise<OrderItemExtraRow[]> {
  if (items.length === 0) return [];
  return ex
    .select()
    .from(orderItemExtras)
    .where(
      inArray(
        orderItemExtras.order_item_id,
        items.map((i) => i.id),
      ),
    );
}

/**
 * A line's extras as every view lists them, whichever rows they come from (the checkout's writes or
 * a read, which has no order of its own): by name, the cut options' charge last.
 */
const byExtraName = (a: OrderItemExtraRow, b: OrderItemExtraRow) =>
  Number(isCutCharge(a)) - Number(isCutCharge(b)) || a.name.localeCompare(b.name, 'pt-BR');

/**
 * The detail from rows already in hand: the checkout answers with the rows its transaction wrote
 * (issue 34), the detail views with the rows they read. `items` in position order, `events` in time order.
 */
export function toOrderDetail(
  row: OrderRow,
  { items, extras, events, store }: OrderDetailParts,
): OrderDetail {
  const units = items.reduce((s, i) => s + i.quantity, 0);
  return {
    ...toSummary(row, units),
    storeId: row.store_id,
    storeName: store?.name ?? '',
    storeNameEn: store?.nameEn ?? '',
    language: row.language === 'en' || row.language === 'pt-BR' ? row.language : null,
    customer: { name: row.customer_name, email: row.customer_email, phone: row.customer_phone },
    address: row.delivery_address,
    pickupAddress: row.fulfilment_type === 'pickup' ? (store?.settings?.pickup.address ?? null) : null,
    notes: row.notes,
    subtotalCents: toCents(row.subtotal),
    discountCents: toCents(row.discount),
    deliveryFeeCents: toCents(row.delivery_fee),
    couponCode: row.coupon_code,
    updatedAt: row.updated_at.toISOString(),
    weighing: weighingView(row),
    tax: row.tax_detail ? { ...taxViewOf(row.tax_detail), snapshot: row.tax_detail } : null,
    items: items.map((i) => ({
      id: i.id,
      productId: i.product_id,
      variationId: i.variation_id,
      productName: i.product_name,
      productNameEn: i.product_name_en,
      variationName: i.variation_name,
      weightKg: i.weight_kg === null ? null : Number(i.weight_kg),
      quantity: i.quantity,
      unitPriceCents: toCents(i.unit_price),
      lineTotalCents: toCents(i.line_total),
      pricePerKgCents: i.price_per_kg === null ? null : toCents(i.price_per_kg),
      estimateCents: toCents(i.unit_price) * i.quantity,
      estimateGrams:
        i.price_per_kg === null || i.weight_kg === null ? null : kgToGrams(i.weight_kg) * i.quantity,
      finalGrams: i.final_weight_kg === null ? null : kgToGrams(i.final_weight_kg),
      notes: i.notes,
      cuts: i.cuts ?? null,
      extras: extras
        .filter((e) => e.order_item_id === i.id)
        .sort(byExtraName)
        .map((e) => ({
          name: e.name,
          nameEn: e.name_en,
          ...(isCutCharge(e) ? {} : { basis: asExtraBasis(e.charge_basis) }),
          quantity: e.quantity,
          unitPriceCents: toCents(e.unit_price),
          totalCents: toCents(e.total),
        })),
    })),
    events: events.map((e) => ({
      id: e.id,
      kind: e.kind,
      details: isEditDetails(e.details) ? null : (e.details ?? null),
      ...(e.kind === 'edit' ? { edit: isEditDetails(e.details) ? e.details : null } : {}),
      fromStatus: e.from_status as OrderStatus | null,
      toStatus: e.to_status as OrderStatus,
      note: e.note,
      actorName: e.actor_name,
      at: e.created_at.toISOString(),
    })),
  };
}

/** The customer's orders, newest first. */
export async function listCustomerOrders(ex: Executor, userId: string): Promise<OrderSummary[]> {
  const rows = await ex
    .select()
    .from(orders)
    .where(eq(orders.customer_user_id, userId))
    .orderBy(desc(orders.created_at), desc(orders.number))
    .limit(200);
  const counts = await itemCounts(
    ex,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toSummary(r, counts.get(r.id) ?? 0));
}

/** The staff list's filters as one condition; `storeIds` null means every store (the CSV export shares it). */
export function staffOrdersWhere(
  query: Omit<StaffOrdersQuery, 'page' | 'pageSize'>,
  storeIds: string[] | null,
): SQL | undefined {
  const where: SQL[] = [];
  if (storeIds) where.push(inArray(orders.store_id, storeIds));
  if (query.storeId) where.push(eq(orders.store_id, query.storeId));
  if (query.status) where.push(eq(orders.status, query.status));
  if (query.paymentStatus) where.push(eq(orders.payment_status, query.paymentStatus));
  if (query.cardState) where.push(sql`${orders.id} in ${orderIdsInPaymentState(query.cardState)}`);
  // Planning the day (decision 080): the delivery/pickup day, its window ("09:00-12:00") and way.
  if (query.day) where.push(eq(orders.delivery_date, query.day));
  if (query.window) where.push(windowIs(query.window));
  if (query.fulfilment) where.push(eq(orders.fulfilment_type, query.fulfilment));
  if (query.q) {
    const n = parseOrderNumber(query.q);
    const text = `%${query.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    const match = or(ilike(orders.customer_email, text), ilike(orders.customer_name, text));
    where.push(n === null ? (match as SQL) : (or(eq(orders.number, n), match) as SQL));
  }
  return where.length ? and(...where) : undefined;
}

/** The orders of a window written "09:00-12:00" (its start and end on the shop's clock). */
export const windowIs = (window: string): SQL =>
  and(eq(orders.window_start, window.slice(0, 5)), eq(orders.window_end, window.slice(6))) as SQL;

/** The windows a day's orders are in, within the viewer's stores, earliest first. */
async function dayWindows(ex: Executor, day: string, storeIds: string[] | null, storeId?: string) {
  const rows = await ex
    .selectDistinct({ start: orders.window_start, end: orders.window_end })
    .from(orders)
    .where(staffOrdersWhere({ day, ...(storeId ? { storeId } : {}) }, storeIds))
    .orderBy(asc(orders.window_start), asc(orders.window_end));
  return rows.map((w) => `${w.start}-${w.end}`);
}

/**
 * Staff list: filters, one page; `storeIds` null means every store. Newest first, or, for one
 * day, in the day's order (by window, then number), the way the shop works through it.
 */
export async function listStaffOrders(
  ex: Executor,
  query: StaffOrdersQuery,
  storeIds: string[] | null,
): Promise<StaffOrderList> {
  const condition = staffOrdersWhere(query, storeIds);
  const [rows, totals, windows] = await readTogether(
    ex,
    () =>
      ex
        .select()
        .from(orders)
        .where(condition)
        .orderBy(
          ...(query.day
            ? [asc(orders.window_start), asc(orders.number)]
            : [desc(orders.created_at), desc(orders.number)]),
        )
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
    () => ex.select({ n: count() }).from(orders).where(condition),
    () => (query.day ? dayWindows(ex, query.day, storeIds, query.storeId) : undefined),
  );
  const counts = await itemCounts(
    ex,
    rows.map((r) => r.id),
  );
  return {
    orders: rows.map((r) => ({
      ...toSummary(r, counts.get(r.id) ?? 0),
      customerName: r.customer_name,
      customerEmail: r.customer_email,
    })),
    total: totals[0]?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    ...(windows ? { windows } : {}),
  };
}
