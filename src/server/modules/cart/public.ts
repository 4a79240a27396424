// The cart module's door (STYLE habit 16): what other modules and the composition root may use.
// Nothing else in this folder is imported from outside it; the layering check enforces it.
export { startCartCleanup } from './actions/cleanup';
export { cartCatalogueUsage } from './catalogue-usage';
export { adoptVisitorCart, deleteCheckedOutCart, readCartForCheckout } from './checkout-cart';
export { cartIdOf, cartRateClass, cartRoutes, mergeCartOnSignIn } from './routes';
export { createCartService } from './service';
export { deleteUserCarts } from './user-carts';
