import { registerNamespace } from '../../../lib/i18n';
import { settings as settingsEn } from '../../../locales/en/settings';
import { settings as settingsPt } from '../../../locales/pt-BR/settings';

// Loaded with the admin panel's settings and SEO screens only (decision 004).
registerNamespace('settings', settingsPt, settingsEn);
