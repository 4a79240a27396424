import { registerNamespace } from '@/web/lib/i18n';
import { statusPage as statusEn } from '@/web/locales/en/status-page';
import { statusPage as statusPt } from '@/web/locales/pt-BR/status-page';

// The status page's words, loaded with it (decision 113: they had ridden in the home's first load).
registerNamespace('statusPage', statusPt, statusEn);
