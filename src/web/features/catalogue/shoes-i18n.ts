import { registerNamespace } from '../../lib/i18n';
import { shoes as shoesEn } from '../../locales/en/shoes';
import { shoes as shoesPt } from '../../locales/pt-BR/shoes';

// The shoe pages' few words, loaded with those pages (the server has them too: ssr/i18n.ts).
registerNamespace('shoes', shoesPt, shoesEn);
