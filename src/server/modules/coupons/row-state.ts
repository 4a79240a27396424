import { type CouponState, couponState } from '@/shared/coupons/validity';
import type { CouponRow } from './schema';

/** A stored coupon's state now (the shared validity rule, §4.5), for the staff list and sending. */
export const rowState = (row: CouponRow, now: Date): CouponState =>
  couponState(
    {
      isActive: row.is_active,
      validFrom: row.valid_from,
      validUntil: row.valid_until,
      usageLimit: row.usage_limit,
      usedCount: row.used_count,
    },
    now,
  );
