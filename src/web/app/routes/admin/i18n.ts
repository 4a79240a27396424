import { registerNamespace } from '@/web/lib/i18n';
import { admin as adminEn } from '@/web/locales/en/admin';
import { admin as adminPt } from '@/web/locales/pt-BR/admin';

// The panel's frame speaks the admin namespace whichever section loads first (decision 004: only
// with the panel's code). Registering it twice (the order desk does too) is harmless.
registerNamespace('admin', adminPt, adminEn);
