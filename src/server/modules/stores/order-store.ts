import { eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import type { FulfilmentSettings } from '@/shared/delivery/settings';
import { storeFulfilment, stores } from './schema';

/**
 * The store an order belongs to, as the order's detail shows it: its name and its fulfilment
 * settings as stored (the pickup address; null when it never had settings). Undefined: no such store.
 */
export async function readOrderStore(
  ex: Executor,
  storeId: string,
): Promise<{ name: string; nameEn: string; settings: FulfilmentSettings | null } | undefined> {
  const [store] = await ex
    .select({ name: stores.name, nameEn: stores.name_en, settings: storeFulfilment.settings })
    .from(stores)
    .leftJoin(storeFulfilment, eq(storeFulfilment.store_id, stores.id))
    .where(eq(stores.id, storeId));
  return store;
}
