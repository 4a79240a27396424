import { registerNamespace } from '@/web/lib/i18n';
import { stores as storesEn } from '@/web/locales/en/stores';
import { stores as storesPt } from '@/web/locales/pt-BR/stores';

// Loaded with the admin panel's stores screens only (decision 004).
registerNamespace('stores', storesPt, storesEn);
