import { registerNamespace } from '../../../lib/i18n';
import { catalogueBulk as en } from '../../../locales/en/catalogue-bulk';
import { catalogueBulk as pt } from '../../../locales/pt-BR/catalogue-bulk';

// Loaded with the grid and import screens only (decision 004).
registerNamespace('catalogueBulk', pt, en);
