import { registerNamespace } from '@/web/lib/i18n';
import { privacy as en } from '@/web/locales/en/privacy';
import { privacy as pt } from '@/web/locales/pt-BR/privacy';

/** The profile's "Your data" card loads its words with the profile, not with the home page. */
registerNamespace('privacy', pt, en);
