import { registerNamespace } from '@/web/lib/i18n';
import { tax as taxEn } from '@/web/locales/en/tax';
import { tax as taxPt } from '@/web/locales/pt-BR/tax';

// Loaded with the admin panel's tax screen only (decision 004).
registerNamespace('tax', taxPt, taxEn);
