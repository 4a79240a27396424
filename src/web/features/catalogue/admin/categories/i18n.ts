import { registerNamespace } from '@/web/lib/i18n';
import { categories as categoriesEn } from '@/web/locales/en/categories';
import { categories as categoriesPt } from '@/web/locales/pt-BR/categories';

// Loaded with the admin panel's categories screen only (decision 004).
registerNamespace('categories', categoriesPt, categoriesEn);
