import { registerNamespace } from '@/web/lib/i18n';
import { smsConsent as en } from '@/web/locales/en/sms-consent';
import { smsConsent as pt } from '@/web/locales/pt-BR/sms-consent';

/** The SMS consent's words (decision 083) load with the profile and the admin user screen. */
registerNamespace('smsConsent', pt, en);
