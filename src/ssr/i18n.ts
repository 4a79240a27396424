import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '../shared/i18n/language';
import { aboutPage as enAboutPage } from '../web/locales/en/about-page';
import { cart as enCart } from '../web/locales/en/cart';
import { checkout as enCheckout } from '../web/locales/en/checkout';
import { contact as enContact } from '../web/locales/en/contact';
import { cuts as enCuts } from '../web/locales/en/cuts';
import { footer as enFooter } from '../web/locales/en/footer';
import { legal as enLegal } from '../web/locales/en/legal';
import { orders as enOrders } from '../web/locales/en/orders';
import { phone as enPhone } from '../web/locales/en/phone';
import { search as enSearch } from '../web/locales/en/search';
import { shoes as enShoes } from '../web/locales/en/shoes';
import { weighed as enWeighed } from '../web/locales/en/weighed';
import { aboutPage } from '../web/locales/pt-BR/about-page';
import { cart } from '../web/locales/pt-BR/cart';
import { checkout } from '../web/locales/pt-BR/checkout';
import { contact } from '../web/locales/pt-BR/contact';
import { cuts } from '../web/locales/pt-BR/cuts';
import { footer } from '../web/locales/pt-BR/footer';
import { legal } from '../web/locales/pt-BR/legal';
import { orders } from '../web/locales/pt-BR/orders';
import { phone } from '../web/locales/pt-BR/phone';
import { search } from '../web/locales/pt-BR/search';
import { shoes } from '../web/locales/pt-BR/shoes';
import { weighed } from '../web/locales/pt-BR/weighed';
import { namespaces, resources } from '../web/locales/resources';

/**
 * The server's translations: every namespace, the ones the browser loads on demand included (a
 * page's chunk registers them before it renders, so the browser has them when it hydrates). One
 * instance per language, made once: a render only reads it (nothing calls changeLanguage on it).
 */
const all = {
  'pt-BR': {
    ...resources['pt-BR'],
    cart,
    legal,
    contact,
    phone,
    checkout,
    orders,
    weighed,
    shoes,
    search,
    aboutPage,
    footer,
    cuts,
  },
  en: {
    ...resources.en,
    cart: enCart,
    legal: enLegal,
    contact: enContact,
    phone: enPhone,
    checkout: enCheckout,
    orders: enOrders,
    weighed: enWeighed,
    shoes: enShoes,
    search: enSearch,
    aboutPage: enAboutPage,
    footer: enFooter,
    cuts: enCuts,
  },
};

const instances = new Map<Language, I18n>();

export function serverI18n(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createInstance();
    void instance.use(initReactI18next).init({
      resources: all,
      ns: [
        ...namespaces,
        'cart',
        'legal',
        'contact',
        'phone',
        'checkout',
        'orders',
        'weighed',
        'shoes',
        'search',
        'aboutPage',
        'footer',
        'cuts',
      ],
      defaultNS: 'common',
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      interpolation: { escapeValue: false },
      returnNull: false,
      // Synchronous: the resources are in memory, and the first render must already have them.
      initAsync: false,
      react: { useSuspense: false },
    });
    instances.set(language, instance);
  }
  return instance;
}
