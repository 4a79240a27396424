import { registerNamespace } from '@/web/lib/i18n';
import { audit as auditEn } from '@/web/locales/en/audit';
import { audit as auditPt } from '@/web/locales/pt-BR/audit';

// Loaded with the audit viewer only (decision 004).
registerNamespace('audit', auditPt, auditEn);
