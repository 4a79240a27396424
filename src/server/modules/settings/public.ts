// The settings module's door (STYLE habit 16): what other modules and the composition root may use.
// Nothing else in this folder is imported from outside it; the layering check enforces it.
export { settingsPictureReferences } from './picture-references';
export { settingsRoutes } from './routes';
export {
  createSettingsService,
  readBrandName,
  readContactEmail,
  readCurrency,
  readLowStockSettings,
  readShopSettings,
  readUnits,
  readWeighingTolerance,
  type SettingsService,
  seedSettings,
} from './service';
export { settingsStaffRoutes } from './staff-routes';
export { createStaffSettings } from './staff-settings';
