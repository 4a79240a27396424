import { registerNamespace } from '../../../lib/i18n';
import { stores as storesEn } from '../../../locales/en/stores';
import { stores as storesPt } from '../../../locales/pt-BR/stores';

// Loaded with the admin panel's stores screens only (decision 004).
registerNamespace('stores', storesPt, storesEn);
