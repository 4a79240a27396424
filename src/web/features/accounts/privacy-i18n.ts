import { registerNamespace } from '../../lib/i18n';
import { privacy as en } from '../../locales/en/privacy';
import { privacy as pt } from '../../locales/pt-BR/privacy';

/** The profile's "Your data" card loads its words with the profile, not with the home page. */
registerNamespace('privacy', pt, en);
