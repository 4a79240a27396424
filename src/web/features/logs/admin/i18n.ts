import { registerNamespace } from '../../../lib/i18n';
import { serverErrors as serverErrorsEn } from '../../../locales/en/server-errors';
import { serverErrors as serverErrorsPt } from '../../../locales/pt-BR/server-errors';

// Loaded with the server errors screen only (decision 004).
registerNamespace('serverErrors', serverErrorsPt, serverErrorsEn);
