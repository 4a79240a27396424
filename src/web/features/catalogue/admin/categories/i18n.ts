import { registerNamespace } from '../../../../lib/i18n';
import { categories as categoriesEn } from '../../../../locales/en/categories';
import { categories as categoriesPt } from '../../../../locales/pt-BR/categories';

// Loaded with the admin panel's categories screen only (decision 004).
registerNamespace('categories', categoriesPt, categoriesEn);
