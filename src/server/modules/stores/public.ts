// The stores module's door (STYLE habit 16): what other modules and the composition root may use.
// Nothing else in this folder is imported from outside it; the layering check enforces it.

export { readOrderStore } from './order-store';
export { publicStoresRoutes } from './public-routes';
export { storesRecordNames } from './record-names';
export { activeStoresWithSettings, bookingsOfDay, storeNameJoin } from './report-reads';
export {
  bookedCounts,
  type FulfilmentStore,
  orderingStores,
  releaseWindowPlace,
  seedFulfilment,
  takeWindowPlace,
} from './service';
export { storesStaffRoutes } from './staff-routes';
export {
  type StoreOption,
  storeExists,
  storeIdByKey,
  storeName,
  storeNameOf,
  storeNoticeContacts,
  storeOptions,
} from './store-lookups';
export { activeStoreOptions } from './store-options';
export { readSettings } from './store-reads';
export { createStoresService, type StoresService } from './stores-service';
