import { asc, eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { stores } from './schema';

/** The active stores by name, as a filter's choices (coupon sending's "by store"). */
export function activeStoreOptions(ex: Executor) {
  return ex
    .select({ id: stores.id, name: stores.name })
    .from(stores)
    .where(eq(stores.is_active, true))
    .orderBy(asc(stores.name));
}
