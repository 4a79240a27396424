import { registerNamespace } from '@/web/lib/i18n';
import { admin as adminEn } from '@/web/locales/en/admin';
import { admin as adminPt } from '@/web/locales/pt-BR/admin';
import '../i18n';

// Loaded with the admin panel's code only (decision 004); status and payment labels come from `orders`.
registerNamespace('admin', adminPt, adminEn);
