import { registerNamespace } from '../../lib/i18n';
import { contact as contactEn } from '../../locales/en/contact';
import { contact as contactPt } from '../../locales/pt-BR/contact';

// Loaded with this feature's code, not with the home page (decision 004).
registerNamespace('contact', contactPt, contactEn);
