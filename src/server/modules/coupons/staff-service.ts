import type { Db } from '@/server/db/client';
import type { CouponListQuery } from '@/shared/coupons/admin-schema';
import type { CouponUsage } from './coupon-usage';
import { type CouponViewer, couponDetail, listCoupons } from './staff-reads';
import { createCouponWrites } from './staff-writes';

/**
 * The admin panel's coupons (issue 18): the list and one coupon by viewer, and the audited writes.
 * `usage` answers which orders used a coupon (orders', wired by the composition root).
 */
export function createCouponsStaffService(db: Db, usage: CouponUsage, now: () => Date = () => new Date()) {
  return {
    list: (viewer: CouponViewer, query: CouponListQuery) => listCoupons(db, viewer, query, now(), usage),
    detail: (viewer: CouponViewer, id: string) => couponDetail(db, viewer, id, now(), usage),
    ...createCouponWrites(db, usage, now),
  };
}

export type CouponsStaffService = ReturnType<typeof createCouponsStaffService>;
