import { registerNamespace } from '@/web/lib/i18n';
import { footer as footerEn } from '@/web/locales/en/footer';
import { footer as footerPt } from '@/web/locales/pt-BR/footer';

// The footer's words, loaded with its code (decision 113: they had ridden in the home's first load);
// the server has them too (ssr/i18n.ts).
registerNamespace('footer', footerPt, footerEn);
