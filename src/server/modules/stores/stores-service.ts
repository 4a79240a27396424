import type { Db } from '@/server/db/client';
import { type ChangeNotices, sharedClear } from '@/server/lib/change-notices';
import { TtlCache } from '@/server/lib/ttl-cache';
import type { PublicStore } from '@/shared/delivery/public-stores';
import { PUBLIC_STORES_CACHE_MS, readPublicStores } from './public-stores';
import { listStores, type StoreViewer, storeDetail } from './store-reads';
import { createStoreWrites } from './store-writes';

/**
 * The stores: the admin panel's reads by viewer (SPEC §6 store access) and audited writes, and
 * the visitors' list (footer, about; decision 037), cached and cleared by every write.
 */
export function createStoresService(db: Db, now: () => Date = () => new Date(), notices?: ChangeNotices) {
  const cache = new TtlCache<PublicStore[]>(PUBLIC_STORES_CACHE_MS);
  /** Here at once; on the other instances at their notice (decision 048). */
  const clear = sharedClear(notices, 'stores', () => cache.clear());
  const writes = createStoreWrites(db);
  /** A write, then the visitors' list is read afresh (even when the write was refused). */
  const clearing =
    <A extends unknown[], R>(write: (...args: A) => Promise<R>) =>
    (...args: A) =>
      write(...args).finally(() => clear());
  return {
    list: (viewer: StoreViewer) => listStores(db, viewer),
    detail: (viewer: StoreViewer, id: string) => storeDetail(db, viewer, id, now()),
    publicList: () => cache.get('public', () => readPublicStores(db)),
    invalidate: () => clear(),
    createStore: clearing(writes.createStore),
    updateStore: clearing(writes.updateStore),
    saveFulfilment: clearing(writes.saveFulfilment),
  };
}

export type StoresService = ReturnType<typeof createStoresService>;
