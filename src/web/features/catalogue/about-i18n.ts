import { registerNamespace } from '@/web/lib/i18n';
import { aboutPage as aboutEn } from '@/web/locales/en/about-page';
import { aboutPage as aboutPt } from '@/web/locales/pt-BR/about-page';

// The about page's words, loaded with it (decision 113: they had ridden in the home's first load);
// the server has them too (ssr/i18n.ts).
registerNamespace('aboutPage', aboutPt, aboutEn);
