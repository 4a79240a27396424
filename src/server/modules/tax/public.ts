// The tax module's door (STYLE habit 16, decision 067): what other modules and the composition root
// may use. Nothing else in this folder is imported from outside it; the layering check enforces it.
export {
  type CheckoutTax,
  type CheckoutTaxInput,
  checkoutTax,
  readTaxTable,
  requireCheckoutTax,
  type TaxTable,
} from './checkout-tax';
export { taxPublicRoutes } from './public-routes';
export { placesWithoutRate } from './rates';
export { seedTaxRates } from './seed';
export { createTaxService, type TaxService } from './service';
export { taxStaffRoutes } from './staff-routes';
