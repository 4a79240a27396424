import { and, count, desc, gte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../server/db/client';
import { ordersOfStore } from '../server/modules/orders/report-reads';
import { orderItems, orders } from '../server/modules/orders/schema';
import { paymentEvents, payments } from '../server/modules/payments/schema';
import type { ChartsReport } from '../server/modules/reports/chart-reads';
import { placesWithoutRate } from '../server/modules/tax/public';
import { localParts, zonedInstant } from '../shared/delivery/zoned-time';
import { toCents } from '../shared/money';
import { fillDays, REPORT_TIME_ZONE, type ReportRange, rangeStart } from '../shared/reports/schemas';

/*
 * The dashboard's charts computed from scratch over orders and order_items — the queries of
 * decision 046, kept as the reference the daily summary (decision 053) must equal: the summary
 * tests compare both after a mix of writes, and the in-process bench times both on one data set.
 */

const TOP = 10;
/** Revenue counts every order but the cancelled ones. */
const counted = sql`${orders.status} <> 'cancelled'`;
const cents = (v: string | null) => (v === null ? 0 : toCents(v));

/**
 * The charts as decision 046 computed them, each one SQL aggregate over the range's orders (GROUP BY,
 * date_trunc in the shop's time zone), for one store or every store (`storeId` null). Revenue and
 * products leave cancelled orders out; "orders by status" counts every order placed in the range.
 */
export async function chartsFromOrders(
  ex: Executor,
  storeId: string | null,
  days: ReportRange,
  now: Date,
): Promise<ChartsReport> {
  const to = localParts(now, REPORT_TIME_ZONE).date;
  const from = rangeStart(to, days);
  const since = zonedInstant(from, '00:00', REPORT_TIME_ZONE);
  const inRange = and(gte(orders.created_at, since), ordersOfStore(storeId)) as SQL;
  const day = sql<string>`to_char(date_trunc('day', ${orders.created_at} at time zone ${REPORT_TIME_ZONE}), 'YYYY-MM-DD')`;

  const [perDay, products, statuses, [customers], couponRows] = await Promise.all([
    ex
      .select({
        day,
        orders: sql<number>`count(*)::int`,
        revenue: sql<string>`sum(${orders.total})::text`,
      })
      .from(orders)
      .where(and(inRange, counted))
      .groupBy(sql`1`)
      .orderBy(sql`1`),
    ex
      .select({
        productId: orderItems.product_id,
        name: sql<string>`max(${orderItems.product_name})`,
        revenue: sql<string>`sum(${orderItems.line_total})::text`,
        // A weighed line counts its final weight (issue 39, decision 102).
        kg: sql<string>`coalesce(sum(coalesce(${orderItems.final_weight_kg}, ${orderItems.weight_kg} * ${orderItems.quantity})), 0)::numeric(12,3)::text`,
        quantity: sql<number>`sum(${orderItems.quantity})::int`,
      })
      .from(orderItems)
      .innerJoin(orders, sql`${orders.id} = ${orderItems.order_id}`)
      .where(and(inRange, counted))
      .groupBy(
        orderItems.product_id,
        sql`case when ${orderItems.product_id} is null then ${orderItems.product_name} end`,
      )
      .orderBy(
        desc(sql`sum(${orderItems.line_total})`),
        sql`max(${orderItems.product_name})`,
        orderItems.product_id,
      )
      .limit(TOP),
    ex
      .select({ status: orders.status, orders: count() })
      .from(orders)
      .where(inRange)
      .groupBy(orders.status)
      .orderBy(desc(count()), orders.status),
    // A customer is new when the range holds their first counted order in the scope, returning
    // when they had one before it (an index probe per customer on orders_customer_created_idx).
    ex
      .select({
        fresh: sql<number>`count(*) filter (where not c.prior)::int`,
        returning: sql<number>`count(*) filter (where c.prior)::int`,
      })
      .from(
        sql`(select r.customer_user_id, exists (
            select 1 from ${orders} p
            where p.customer_user_id = r.customer_user_id and p.created_at < ${since}
              and p.status <> 'cancelled' ${storeId === null ? sql`` : sql`and p.store_id = ${storeId}`}
          ) as prior
          from (select distinct ${orders.customer_user_id} as customer_user_id from ${orders}
                where ${and(inRange, counted)}) r) c`,
      ),
    ex
      .select({
        code: sql<string>`upper(${orders.coupon_code})`,
        orders: sql<number>`count(*)::int`,
        discount: sql<string>`sum(${orders.discount})::text`,
        revenue: sql<string>`sum(${orders.total})::text`,
      })
      .from(orders)
      .where(and(inRange, counted, sql`${orders.coupon_code} is not null`))
      .groupBy(sql`1`)
      .orderBy(desc(sql`count(*)`), sql`1`)
      .limit(TOP),
  ]);

  const [taxRow] = await ex
    .select({ tax: sql<string>`coalesce(sum(${orders.tax}), 0)::text` })
    .from(orders)
    .where(and(inRange, counted, sql`${orders.tax_detail} is not null`));
  const missing = (await placesWithoutRate(ex, now)).filter((p) => storeId === null || p.storeId === storeId);
  const filled = fillDays(
    to,
    days,
    perDay.map((r) => ({ day: r.day, orders: r.orders, revenueCents: cents(r.revenue) })),
  );
  const totalOrders = filled.reduce((n, d) => n + d.orders, 0);
  const totalRevenue = filled.reduce((n, d) => n + d.revenueCents, 0);
  // Card money (decision 082) straight from the payment movements joined to the orders.
  const [cardRow] = await ex
    .select({
      captured: sql<number>`coalesce(sum(${paymentEvents.amount_cents}) filter (where ${paymentEvents.movement} = 'capture'), 0)::int`,
      refunded: sql<number>`coalesce(sum(${paymentEvents.amount_cents}) filter (where ${paymentEvents.movement} = 'refund'), 0)::int`,
    })
    .from(paymentEvents)
    .innerJoin(payments, sql`${payments.id} = ${paymentEvents.payment_id}`)
    .innerJoin(orders, sql`${orders.id} = ${payments.order_id}`)
    .where(and(gte(paymentEvents.created_at, since), ordersOfStore(storeId)));
  const captured = Number(cardRow?.captured ?? 0);
  const refunded = Number(cardRow?.refunded ?? 0);
  return {
    card: { capturedCents: captured, refundedCents: refunded, netCents: captured - refunded },
    tax: {
      cents: cents(taxRow?.tax ?? null),
      placesWithoutRate: missing.map((p) => ({ storeName: p.storeName, kind: p.kind, name: p.name })),
    },
    days,
    from,
    to,
    perDay: filled,
    totals: {
      orders: totalOrders,
      revenueCents: totalRevenue,
      averageCents: totalOrders ? Math.round(totalRevenue / totalOrders) : 0,
    },
    topProducts: products.map((p) => ({
      productId: p.productId,
      name: p.name,
      revenueCents: cents(p.revenue),
      kg: Number(p.kg),
      quantity: p.quantity,
    })),
    byStatus: statuses,
    customers: { new: customers?.fresh ?? 0, returning: customers?.returning ?? 0 },
    coupons: couponRows.map((c) => ({
      code: c.code,
      orders: c.orders,
      discountCents: cents(c.discount),
      revenueCents: cents(c.revenue),
    })),
  };
}
