import { registerNamespace } from '../../../lib/i18n';
import { audit as auditEn } from '../../../locales/en/audit';
import { audit as auditPt } from '../../../locales/pt-BR/audit';

// Loaded with the audit viewer only (decision 004).
registerNamespace('audit', auditPt, auditEn);
