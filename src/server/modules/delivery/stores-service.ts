import type { Db } from '../../db/client';
import { listStores, type StoreViewer, storeDetail } from './store-reads';
import { createStoreWrites } from './store-writes';

/** The admin panel's stores: reads by viewer (SPEC §6 store access) and the audited writes. */
export function createStoresService(db: Db, now: () => Date = () => new Date()) {
  return {
    list: (viewer: StoreViewer) => listStores(db, viewer),
    detail: (viewer: StoreViewer, id: string) => storeDetail(db, viewer, id, now()),
    ...createStoreWrites(db),
  };
}

export type StoresService = ReturnType<typeof createStoresService>;
