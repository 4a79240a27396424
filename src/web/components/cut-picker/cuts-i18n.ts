import { registerNamespace } from '@/web/lib/i18n';
import { cuts as en } from '@/web/locales/en/cuts';
import { cuts as pt } from '@/web/locales/pt-BR/cuts';

/** The cut picker's words load with the picker (product page, quick add), not with the home page. */
registerNamespace('cuts', pt, en);
