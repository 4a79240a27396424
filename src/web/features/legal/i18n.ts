import { registerNamespace } from '../../lib/i18n';
import { legal as legalEn } from '../../locales/en/legal';
import { legal as legalPt } from '../../locales/pt-BR/legal';

// Loaded with this feature's code, not with the home page (decision 004).
registerNamespace('legal', legalPt, legalEn);
