import { and, desc, eq, gt, gte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { readTogether } from '@/server/db/read-together';
import { isOrderOfStore, taxReportRows } from '@/server/modules/orders/public';
import { cardMoneySince } from '@/server/modules/payments/public';
import { placesWithoutRate } from '@/server/modules/tax/public';
import { DATE_MAX } from '@/shared/dates';
import { localParts, zonedInstant } from '@/shared/delivery/zoned-time';
import { toCents } from '@/shared/money';
import {
  type DayFigure,
  fillDays,
  REPORT_TIME_ZONE,
  type ReportRange,
  rangeStart,
} from '@/shared/reports/schemas';
import { orderCustomerTotals, orderDayTotals, orderProductDayTotals } from './schema';

export type ProductFigure = {
  productId: string | null;
  name: string;
  revenueCents: number;
  /** Kilograms sold (weight × quantity), three decimals; 0 for lines sold by the unit. */
  kg: number;
  quantity: number;
};
export type StatusFigure = { status: string; orders: number };
export type CouponFigure = { code: string; orders: number; discountCents: number; revenueCents: number };

export type ChartsReport = {
  days: ReportRange;
  from: string;
  to: string;
  /** One entry per day of the range, zero where no order was placed. */
  perDay: DayFigure[];
  totals: { orders: number; revenueCents: number; averageCents: number };
  topProducts: ProductFigure[];
  byStatus: StatusFigure[];
  customers: { new: number; returning: number };
  coupons: CouponFigure[];
  /**
   * Sales tax (decision 079), apart from the revenue (which holds it: added to the totals or
   * inside the prices): the tax kept on the range's orders, cancelled ones left out; and the places
   * that take orders with no rate in force today (a warning to staff).
   */
  tax: { cents: number; placesWithoutRate: { storeName: string; kind: 'pickup' | 'zone'; name: string }[] };
  /**
   * Card money (decision 082) moved in the range, by when it moved: charged after weighing and
   * refunded; `netCents` is what the card brought in. Holds are not money taken.
   */
  card: { capturedCents: number; refundedCents: number; netCents: number };
};

const TOP = 10;
const cents = (v: string | null) => (v === null ? 0 : toCents(v));

/**
 * The dashboard's charts (issue 21) from the daily summary (decision 053: tables kept by triggers
 * in each order write's transaction), for one store or every store (`storeId` null): at most
 * 90 days × stores × statuses × coupons rows, not the range's orders. Revenue, products, customers
 * and coupons leave cancelled orders out; "orders by status" counts every order placed in the
 * range. The figures equal decision 046's queries over the orders (testing/reports-scratch.ts,
 * compared in summary.test.ts).
 */
export async function chartsReport(
  ex: Executor,
  storeId: string | null,
  days: ReportRange,
  now: Date,
): Promise<ChartsReport> {
  const to = localParts(now, REPORT_TIME_ZONE).date;
  const from = rangeStart(to, days);
  const since = zonedInstant(from, '00:00', REPORT_TIME_ZONE);
  const d = orderDayTotals;
  const p = orderProductDayTotals;
  const c = orderCustomerTotals;
  const dayScope = and(gte(d.day, from), storeId === null ? undefined : eq(d.store_id, storeId)) as SQL;
  const countedDay = and(dayScope, sql`${d.status} <> 'cancelled'`) as SQL;

  const [perDay, products, statuses, [customers], couponRows] = await readTogether(
    ex,
    () =>
      ex
        .select({
          day: sql<string>`to_char(${d.day}, 'YYYY-MM-DD')`,
          orders: sql<number>`sum(${d.orders})::int`,
          revenue: sql<string>`sum(${d.revenue})::text`,
        })
        .from(d)
        .where(countedDay)
        .groupBy(d.day)
        .having(sql`sum(${d.orders}) > 0`)
        .orderBy(d.day),
    () =>
      ex
        .select({
          productId: p.product_id,
          name: sql<string>`max(${p.product_name})`,
          revenue: sql<string>`sum(${p.revenue})::text`,
          kg: sql<string>`sum(${p.kg})::numeric(12,3)::text`,
          quantity: sql<number>`sum(${p.quantity})::int`,
        })
        .from(p)
        .where(and(gte(p.day, from), storeId === null ? undefined : eq(p.store_id, storeId), gt(p.lines, 0)))
        .groupBy(p.product_id, sql`case when ${p.product_id} is null then ${p.product_name} end`)
        .orderBy(desc(sql`sum(${p.revenue})`), sql`max(${p.product_name})`, p.product_id)
        .limit(TOP),
    () =>
      ex
        .select({ status: d.status, orders: sql<number>`sum(${d.orders})::int` })
        .from(d)
        .where(dayScope)
        .groupBy(d.status)
        .having(sql`sum(${d.orders}) > 0`)
        .orderBy(desc(sql`sum(${d.orders})`), d.status),
    // New: the customer's first counted order in the scope is in the range; returning: they had
    // one before it and have one in it (the range runs to now, so "in it" is last ≥ since).
    () =>
      ex
        .select({
          fresh: sql<number>`count(*) filter (where f.first_at >= ${since})::int`,
          returning: sql<number>`count(*) filter (where f.first_at < ${since})::int`,
        })
        .from(
          sql`(select min(${c.first_at}) as first_at from ${c}
             where ${storeId === null ? sql`true` : eq(c.store_id, storeId)}
             group by ${c.customer_user_id} having max(${c.last_at}) >= ${since}) f`,
        ),
    () =>
      ex
        .select({
          code: d.coupon_code,
          orders: sql<number>`sum(${d.orders})::int`,
          discount: sql<string>`sum(${d.discount})::text`,
          revenue: sql<string>`sum(${d.revenue})::text`,
        })
        .from(d)
        .where(and(countedDay, sql`${d.coupon_code} <> ''`))
        .groupBy(d.coupon_code)
        .having(sql`sum(${d.orders}) > 0`)
        .orderBy(desc(sql`sum(${d.orders})`), d.coupon_code)
        .limit(TOP),
  );

  // From the range's first day on, as the revenue's days are counted.
  const taxRows = await taxReportRows(ex, { from, to: DATE_MAX, timeZone: REPORT_TIME_ZONE, storeId });
  const card = await cardMoneySince(
    ex,
    since,
    storeId === null ? undefined : (orderId) => isOrderOfStore(sql`${orderId}::text`, storeId),
  );
  const missing = (await placesWithoutRate(ex, now)).filter((p) => storeId === null || p.storeId === storeId);
  const filled = fillDays(
    to,
    days,
    perDay.map((r) => ({ day: r.day, orders: r.orders, revenueCents: cents(r.revenue) })),
  );
  const totalOrders = filled.reduce((n, d) => n + d.orders, 0);
  const totalRevenue = filled.reduce((n, d) => n + d.revenueCents, 0);
  return {
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
    tax: {
      cents: taxRows.reduce((n, r) => n + r.taxCents, 0),
      placesWithoutRate: missing.map((p) => ({ storeName: p.storeName, kind: p.kind, name: p.name })),
    },
    card: { ...card, netCents: card.capturedCents - card.refundedCents },
  };
}
