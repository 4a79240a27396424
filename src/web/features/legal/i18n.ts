import { registerNamespace } from '@/web/lib/i18n';
import { legal as legalEn } from '@/web/locales/en/legal';
import { legal as legalPt } from '@/web/locales/pt-BR/legal';

// Loaded with this feature's code, not with the home page (decision 004).
registerNamespace('legal', legalPt, legalEn);
