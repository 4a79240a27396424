import { registerNamespace } from '../../../lib/i18n';
import { admin as adminEn } from '../../../locales/en/admin';
import { admin as adminPt } from '../../../locales/pt-BR/admin';
import '../i18n';

// Loaded with the admin panel's code only (decision 004); status and payment labels come from `orders`.
registerNamespace('admin', adminPt, adminEn);
