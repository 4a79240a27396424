// The catalogue module's door (STYLE habit 16): what other modules and the composition root may use.
// Nothing else in this folder is imported from outside it; the layering check enforces it.
export { catalogueBulkRoutes } from './bulk/routes';
export { createCatalogueBulkService } from './bulk/service';
export { campaignSizes } from './campaign-reads';
export { type GooglePlacePort, startReviewsRefresh } from './google-reviews';
export { type ScaleLabelFacts, scaleLabelFacts } from './label-reads';
export { type LowStockList, type LowStockVariation, lowStockVariations } from './low-stock-reads';
export {
  LOW_STOCK_SUMMARY_POLL_MS,
  runLowStockSummary,
  type StoresNotice,
  startLowStockSummary,
} from './low-stock-summary';
export { cataloguePictureReferences } from './picture-references';
export { listStaffProducts } from './product-admin-list';
export { catalogueRecordNames } from './record-names';
export { variationsOfProducts } from './report-reads';
export type { CachedJson } from './response-cache';
export { catalogueRoutes } from './routes';
export { seedCatalogue } from './seed/seed-catalogue';
export {
  EXTRA_NAME,
  readCutOptions,
  readExtraPrice,
  readOfferedExtras,
  readOrderable,
  readSellable,
  selectWithExtra,
  selectWithSellable,
  taxClassesOf,
} from './sellable-reads';
export { catalogueHead, seoFileRoutes } from './seo';
export { type CatalogueService, createCatalogueService } from './service';
export { giveBackStock, stockLeft, takeStock } from './stock-writes';
export type { CatalogueUsage } from './usage';
