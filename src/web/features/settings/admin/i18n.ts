import { registerNamespace } from '@/web/lib/i18n';
import { settings as settingsEn } from '@/web/locales/en/settings';
import { settings as settingsPt } from '@/web/locales/pt-BR/settings';

// Loaded with the admin panel's settings and SEO screens only (decision 004).
registerNamespace('settings', settingsPt, settingsEn);
