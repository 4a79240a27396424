// The stores module's door (STYLE habit 16): what other modules and the composition root may use.
// Nothing else in this folder is imported from outside it; the layering check enforces it.
export { publicStoresRoutes } from './public-routes';
export {
  bookedCount,
  bookedCounts,
  type FulfilmentStore,
  orderingStores,
  releaseWindowPlace,
  seedFulfilment,
  takeWindowPlace,
} from './service';
export { storesStaffRoutes } from './staff-routes';
export { activeStoreOptions } from './store-options';
export { readSettings } from './store-reads';
export { createStoresService, type StoresService } from './stores-service';
