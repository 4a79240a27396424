import { registerNamespace } from '@/web/lib/i18n';
import { productsAdmin as productsEn } from '@/web/locales/en/products-admin';
import { productsAdmin as productsPt } from '@/web/locales/pt-BR/products-admin';

// Loaded with the admin panel's products screens only (decision 004).
registerNamespace('productsAdmin', productsPt, productsEn);
