import { registerNamespace } from '@/web/lib/i18n';
import { catalogueBulk as en } from '@/web/locales/en/catalogue-bulk';
import { catalogueBulk as pt } from '@/web/locales/pt-BR/catalogue-bulk';

// Loaded with the grid and import screens only (decision 004).
registerNamespace('catalogueBulk', pt, en);
