import { registerNamespace } from '@/web/lib/i18n';
import { contact as contactEn } from '@/web/locales/en/contact';
import { contact as contactPt } from '@/web/locales/pt-BR/contact';

// Loaded with this feature's code, not with the home page (decision 004).
registerNamespace('contact', contactPt, contactEn);
