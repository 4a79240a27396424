import { registerNamespace } from '@/web/lib/i18n';
import { search as searchEn } from '@/web/locales/en/search';
import { search as searchPt } from '@/web/locales/pt-BR/search';

// The results page's words, loaded with it (the server has them too: ssr/i18n.ts).
registerNamespace('search', searchPt, searchEn);
