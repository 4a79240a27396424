import { i18n } from '../../lib/i18n';
import { cart as en } from '../../locales/en/cart';
import { cart as pt } from '../../locales/pt-BR/cart';

/**
 * The cart's words load with the cart's own code (its pages, the mini-cart, add-to-cart), not
 * with the home page: imported for its effect by every module that uses the `cart` namespace.
 */
if (!i18n.hasResourceBundle('pt-BR', 'cart')) {
  i18n.addResourceBundle('pt-BR', 'cart', pt);
  i18n.addResourceBundle('en', 'cart', en);
}
