import { catalogue as enCatalogue } from './en/catalogue';
import { common as enCommon } from './en/common';
import { home as enHome } from './en/home';
import { layout as enLayout } from './en/layout';
import { pages as enPages } from './en/pages';
import { catalogue } from './pt-BR/catalogue';
import { common } from './pt-BR/common';
import { home } from './pt-BR/home';
import { layout } from './pt-BR/layout';
import { pages } from './pt-BR/pages';

/** One namespace per feature; en mirrors pt-BR key for key (checked by the type and by a test). */
export const resources = {
  'pt-BR': { common, layout, home, pages, catalogue },
  en: {
    common: enCommon,
    layout: enLayout,
    home: enHome,
    pages: enPages,
    catalogue: enCatalogue,
  },
} as const;

export const namespaces = ['common', 'layout', 'home', 'pages', 'catalogue'] as const;
export type Namespace = (typeof namespaces)[number];

/**
 * Namespaces that only screens loaded on demand use: their feature registers them when its code
 * loads (e.g. features/cart/i18n.ts), keeping them out of the home page's first load (decision
 * 004). The type makes their keys checked like the others; the tests load them by name.
 */
export const lazyNamespaces = [
  'auth',
  'cart',
  'legal',
  'contact',
  'phone',
  'checkout',
  'orders',
  'admin',
  'categories',
  'productsAdmin',
  'stores',
  'coupons',
  'content',
  'users',
  'invitations',
  'errors',
  'media',
  'settings',
  'integrations',
  'messageDesk',
  'emailConfirm',
  'privacy',
  'smsConsent',
  'factors',
  'weighed',
  'reports',
  'audit',
  'shoes',
  'search',
  'statusPage',
  'aboutPage',
  'footer',
  'serverErrors',
  'catalogueBulk',
  'dayPlan',
  'contactPanel',
  'tax',
  'cardPayments',
  'orderEdit',
  'googleSignIn',
  'labels',
  'campaigns',
  'live',
  'cuts',
  'addresses',
  'textCount',
] as const;
export type LazyResources = {
  /** Address fields, the address book and the checkout's picker (components/address-i18n.ts, decision 097). */
  addresses: typeof import('./pt-BR/addresses').addresses;
  /** Cut options on the product page and the quick add (features/catalogue/cuts-i18n.ts, decision 091). */
  cuts: typeof import('./pt-BR/cuts').cuts;
  /** Sign-in, registration, password and profile screens (features/accounts/i18n.ts; decision 058). */
  auth: typeof import('./pt-BR/auth').auth;
  cart: typeof import('./pt-BR/cart').cart;
  legal: typeof import('./pt-BR/legal').legal;
  contact: typeof import('./pt-BR/contact').contact;
  phone: typeof import('./pt-BR/phone').phone;
  checkout: typeof import('./pt-BR/checkout').checkout;
  /** Card payments on the customer's order and the desk (decision 081). */
  cardPayments: typeof import('./pt-BR/card-payments').cardPayments;
  orders: typeof import('./pt-BR/orders').orders;
  admin: typeof import('./pt-BR/admin').admin;
  categories: typeof import('./pt-BR/categories').categories;
  productsAdmin: typeof import('./pt-BR/products-admin').productsAdmin;
  /** The admin's picture fields (components/pictures). */
  media: typeof import('./pt-BR/media').media;
  stores: typeof import('./pt-BR/stores').stores;
  coupons: typeof import('./pt-BR/coupons').coupons;
  content: typeof import('./pt-BR/content').content;
  users: typeof import('./pt-BR/users').users;
  settings: typeof import('./pt-BR/settings').settings;
  invitations: typeof import('./pt-BR/invitations').invitations;
  /** The Integrações screen (features/integrations/admin/i18n.ts, decision 076). */
  integrations: typeof import('./pt-BR/integrations').integrations;
  messageDesk: typeof import('./pt-BR/message-desk').messageDesk;
  /** The e-mail confirmation page and the profile's e-mail card (features/accounts/email-confirm-i18n.ts). */
  emailConfirm: typeof import('./pt-BR/email-confirm').emailConfirm;
  /** The profile's data download and deletion card (features/accounts/privacy-i18n.ts). */
  privacy: typeof import('./pt-BR/privacy').privacy;
  /** A customer's SMS consent on her profile and the admin user screen (features/accounts/sms-i18n.ts). */
  smsConsent: typeof import('./pt-BR/sms-consent').smsConsent;
  /** "Entrar com Google" on the sign-in, register and profile pages (features/accounts/google-i18n.ts). */
  googleSignIn: typeof import('./pt-BR/google-sign-in').googleSignIn;
  /** Sign-in factors: the code step, passkeys, the set-up (features/accounts/factors-i18n.ts). */
  factors: typeof import('./pt-BR/factors').factors;
  /** Items sold by weight (components/weighed-i18n.ts). */
  weighed: typeof import('./pt-BR/weighed').weighed;
  reports: typeof import('./pt-BR/reports').reports;
  audit: typeof import('./pt-BR/audit').audit;
  /** The shoe pages' search examples (features/catalogue/shoes-i18n.ts, decision 056). */
  shoes: typeof import('./pt-BR/shoes').shoes;
  /** The search results page (features/catalogue/search-i18n.ts, decision 113). */
  search: typeof import('./pt-BR/search').search;
  /** The status page's words (features/catalogue/pages/status-page.tsx, decision 113). */
  statusPage: typeof import('./pt-BR/status-page').statusPage;
  /** The about page's facts and link (features/catalogue/about-i18n.ts, decision 113). */
  aboutPage: typeof import('./pt-BR/about-page').aboutPage;
  /** The footer's words (web/lib/footer-i18n.ts, decision 113). */
  footer: typeof import('./pt-BR/footer').footer;
  serverErrors: typeof import('./pt-BR/server-errors').serverErrors;
  catalogueBulk: typeof import('./pt-BR/catalogue-bulk').catalogueBulk;
  /** Planning the day on the order desk (features/orders/admin/i18n.ts, decision 080). */
  dayPlan: typeof import('./pt-BR/day-plan').dayPlan;
  contactPanel: typeof import('./pt-BR/contact-panel').contactPanel;
  /** The sales tax screen (features/tax/admin/i18n.ts, decision 079). */
  tax: typeof import('./pt-BR/tax').tax;
  /** Editing an order on the desk (features/orders/admin/order-edit-i18n.ts, decision 085). */
  orderEdit: typeof import('./pt-BR/order-edit').orderEdit;
  /** Scale labels and scanning on the desk (features/orders/admin/labels/i18n.ts, decision 092). */
  labels: typeof import('./pt-BR/labels').labels;
  /** Holiday pre-orders: the campaign page, the home's section and the panel (features/campaigns/i18n.ts, decision 093). */
  campaigns: typeof import('./pt-BR/campaigns').campaigns;
  /** The live order desk and order page (features/orders/live/i18n.ts, decision 088). */
  live: typeof import('./pt-BR/live').live;
  /** The long-text counter (components/ui/counted-textarea.tsx, decision 110). */
  textCount: typeof import('./pt-BR/text-count').textCount;
  /** Registered by lib/validation-messages.ts (decision 023). */
  errors: typeof import('./en/errors').errors;
};
