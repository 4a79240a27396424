import { registerNamespace } from '@/web/lib/i18n';
import { media as mediaEn } from '@/web/locales/en/media';
import { media as mediaPt } from '@/web/locales/pt-BR/media';

// Loaded with the admin's picture fields only (decision 004).
registerNamespace('media', mediaPt, mediaEn);
