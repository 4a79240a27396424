import { registerNamespace } from '../../../../lib/i18n';
import { productsAdmin as productsEn } from '../../../../locales/en/products-admin';
import { productsAdmin as productsPt } from '../../../../locales/pt-BR/products-admin';

// Loaded with the admin panel's products screens only (decision 004).
registerNamespace('productsAdmin', productsPt, productsEn);
