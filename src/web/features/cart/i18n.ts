import { registerNamespace } from '@/web/lib/i18n';
import { cart as en } from '@/web/locales/en/cart';
import { cart as pt } from '@/web/locales/pt-BR/cart';

/**
 * The cart's words load with the cart's own code (its pages, the mini-cart, add-to-cart), not
 * with the home page: imported for its effect by every module that uses the `cart` namespace.
 */
registerNamespace('cart', pt, en);
