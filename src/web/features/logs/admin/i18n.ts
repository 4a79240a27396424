import { registerNamespace } from '@/web/lib/i18n';
import { serverErrors as serverErrorsEn } from '@/web/locales/en/server-errors';
import { serverErrors as serverErrorsPt } from '@/web/locales/pt-BR/server-errors';

// Loaded with the server errors screen only (decision 004).
registerNamespace('serverErrors', serverErrorsPt, serverErrorsEn);
