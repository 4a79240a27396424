import type { Executor } from '@/server/db/client';
import { seedCoupons } from '../coupons/public';
import { seedFulfilment } from '../stores/public';

/** The demo store's pickup and delivery settings and the demo coupons, each only when missing. */
export async function seedOrdering(ex: Executor) {
  const fulfilment = await seedFulfilment(ex);
  const coupons = await seedCoupons(ex);
  return { ...fulfilment, coupons };
}
