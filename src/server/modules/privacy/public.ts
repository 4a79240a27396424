// The privacy module's door (STYLE habit 16): what other modules and the composition root may use.
// Nothing else in this folder is imported from outside it; the layering check enforces it.
export { startPurchasePurge } from './purchase-purge';
export { privacyOwnRoutes, privacyStaffRoutes } from './routes';
export { createPrivacyService, type PrivacyService } from './service';
