import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, SubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { Executor } from '@/server/db/client';

/**
 * Whose orders a coupon's figures count (SPEC §6): every store's for those who reach every store,
 * a manager's own store's, none for a manager without a store.
 */
export type CouponOrdersScope = 'every-store' | 'no-store' | { storeId: string };

/** Per coupon, the orders that used it and the discount they gave: a subquery to left-join on the coupon's id. */
export type CouponUsageSubquery = SubqueryWithSelection<
  { couponId: AnyPgColumn; n: SQL.Aliased<number>; discount: SQL.Aliased<string> },
  'used'
>;

/** An order that used a coupon, as the orders table keeps it (money as numeric text). */
export type CouponOrderRow = {
  id: string;
  number: number;
  customerName: string | null;
  status: string;
  createdAt: Date;
  discount: string;
  total: string;
};

/**
 * A coupon's use, as the orders record it. Orders own those and come after coupons, so the
 * composition root hands their implementation to the coupons' staff service (and a caller of
 * `listCoupons` passes it).
 */
export type CouponUsage = {
  /** Orders not cancelled in the scope, per coupon: their count (`n`) and discount total (`discount`). */
  perCoupon(ex: Executor, scope: CouponOrdersScope): CouponUsageSubquery;
  /** The last 100 orders in the scope that used the coupon, newest first. */
  ordersOf(ex: Executor, scope: CouponOrdersScope, couponId: string): Promise<CouponOrderRow[]>;
  /** Whether any order (cancelled ones too) used the coupon; run in the caller's transaction. */
  wasUsed(ex: Executor, couponId: string): Promise<boolean>;
};
