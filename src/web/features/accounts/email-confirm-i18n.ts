import { registerNamespace } from '@/web/lib/i18n';
import { emailConfirm as en } from '@/web/locales/en/email-confirm';
import { emailConfirm as pt } from '@/web/locales/pt-BR/email-confirm';

/**
 * The e-mail confirmation's words load with its page and the profile's e-mail card, not with the
 * home page (the `auth` namespace is in the first load; decision 004).
 */
registerNamespace('emailConfirm', pt, en);
