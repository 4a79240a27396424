import { inArray } from 'drizzle-orm';
import type { RecordNameLookups } from '../audit/public';
import { coupons } from './schema';

/** The audit viewer's name for a coupon: its code (wired by the composition root). */
export const couponsRecordNames = {
  coupon: (ex, ids) =>
    ex.select({ id: coupons.id, name: coupons.code }).from(coupons).where(inArray(coupons.id, ids)),
} satisfies RecordNameLookups;
