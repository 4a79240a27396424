import type { CouponListQuery } from '../../../shared/coupons/admin-schema';
import type { Db } from '../../db/client';
import { type CouponViewer, couponDetail, listCoupons } from './staff-reads';
import { createCouponWrites } from './staff-writes';

/** The admin panel's coupons (issue 18): the list and one coupon by viewer, and the audited writes. */
export function createCouponsStaffService(db: Db, now: () => Date = () => new Date()) {
  return {
    list: (viewer: CouponViewer, query: CouponListQuery) => listCoupons(db, viewer, query, now()),
    detail: (viewer: CouponViewer, id: string) => couponDetail(db, viewer, id, now()),
    ...createCouponWrites(db, now),
  };
}

export type CouponsStaffService = ReturnType<typeof createCouponsStaffService>;
