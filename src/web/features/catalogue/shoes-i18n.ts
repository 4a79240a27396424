import { registerNamespace } from '@/web/lib/i18n';
import { shoes as shoesEn } from '@/web/locales/en/shoes';
import { shoes as shoesPt } from '@/web/locales/pt-BR/shoes';

// The shoe pages' few words, loaded with those pages (the server has them too: ssr/i18n.ts).
registerNamespace('shoes', shoesPt, shoesEn);
