import { auth as enAuth } from './en/auth';
import { catalogue as enCatalogue } from './en/catalogue';
import { checkout as enCheckout } from './en/checkout';
import { common as enCommon } from './en/common';
import { contact as enContact } from './en/contact';
import { home as enHome } from './en/home';
import { layout as enLayout } from './en/layout';
import { legal as enLegal } from './en/legal';
import { orders as enOrders } from './en/orders';
import { pages as enPages } from './en/pages';
import { phone as enPhone } from './en/phone';
import { auth } from './pt-BR/auth';
import { catalogue } from './pt-BR/catalogue';
import { checkout } from './pt-BR/checkout';
import { common } from './pt-BR/common';
import { contact } from './pt-BR/contact';
import { home } from './pt-BR/home';
import { layout } from './pt-BR/layout';
import { legal } from './pt-BR/legal';
import { orders } from './pt-BR/orders';
import { pages } from './pt-BR/pages';
import { phone } from './pt-BR/phone';

/** One namespace per feature; en mirrors pt-BR key for key (checked by the type and by a test). */
export const resources = {
  'pt-BR': { common, layout, home, pages, legal, contact, phone, catalogue, auth, checkout, orders },
  en: {
    common: enCommon,
    layout: enLayout,
    home: enHome,
    pages: enPages,
    legal: enLegal,
    contact: enContact,
    phone: enPhone,
    catalogue: enCatalogue,
    auth: enAuth,
    checkout: enCheckout,
    orders: enOrders,
  },
} as const;

export const namespaces = [
  'common',
  'layout',
  'home',
  'pages',
  'legal',
  'contact',
  'phone',
  'catalogue',
  'auth',
  'checkout',
  'orders',
] as const;
export type Namespace = (typeof namespaces)[number];

/**
 * Namespaces that only screens loaded on demand use: their feature registers them when its code
 * loads (e.g. features/cart/i18n.ts), keeping them out of the home page's first load (decision
 * 004). The type makes their keys checked like the others; the tests load them by name.
 */
export const lazyNamespaces = ['cart'] as const;
export type LazyResources = { cart: typeof import('./pt-BR/cart').cart };
