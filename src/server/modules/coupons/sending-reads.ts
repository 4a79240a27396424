import { asc, inArray } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import type { CouponState } from '@/shared/coupons/validity';
import { rowState } from './row-state';
import { type CouponRow, coupons } from './schema';

/** The coupons with these ids, in the order asked (unknown ids are left out): what coupon sending sends. */
export async function couponsByIds(ex: Executor, ids: readonly string[]): Promise<CouponRow[]> {
  if (ids.length === 0) return [];
  const rows = await ex
    .select()
    .from(coupons)
    .where(inArray(coupons.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

export type SendableCoupon = {
  id: string;
  code: string;
  name: string;
  state: CouponState;
};

/** Every coupon with its state, valid ones first: the sending screen offers only the valid ones (§4.5). */
export async function sendableCoupons(ex: Executor, now: Date): Promise<SendableCoupon[]> {
  const rows = await ex.select().from(coupons).orderBy(asc(coupons.code));
  return rows
    .map((row) => ({
      id: row.id,
      code: row.code,
      name: row.name,
      state: rowState(row, now),
    }))
    .sort((a, b) => Number(b.state === 'active') - Number(a.state === 'active'));
}
