import { and, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { CouponOrdersScope, CouponUsage } from '../coupons/public';
import { orders } from './schema';

/** The orders of a scope as one condition: none for every store. */
function inScope(scope: CouponOrdersScope): SQL | undefined {
  if (scope === 'every-store') return undefined;
  return scope === 'no-store' ? sql`false` : eq(orders.store_id, scope.storeId);
}

/** The coupons' port on the orders that used them (the admin panel's coupon list and page). */
export const couponUsage: CouponUsage = {
  perCoupon: (ex, scope) =>
    ex
      .select({
        couponId: orders.coupon_id,
        n: sql<number>`count(*)::int`.as('n'),
        discount: sql<string>`coalesce(sum(${orders.discount}), 0)::numeric(12,2)::text`.as('discount'),
      })
      .from(orders)
      .where(and(sql`${orders.coupon_id} is not null`, ne(orders.status, 'cancelled'), inScope(scope)))
      .groupBy(orders.coupon_id)
      .as('used'),

  ordersOf: (ex, scope, couponId) =>
    ex
      .select({
        id: orders.id,
        number: orders.number,
        customerName: orders.customer_name,
        status: orders.status,
        createdAt: orders.created_at,
        discount: orders.discount,
        total: orders.total,
      })
      .from(orders)
      .where(and(eq(orders.coupon_id, couponId), inScope(scope)))
      .orderBy(desc(orders.created_at), desc(orders.number))
      .limit(100),

  async wasUsed(ex, couponId) {
    const [usedBy] = await ex
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.coupon_id, couponId))
      .limit(1);
    return usedBy !== undefined;
  },
};
