import { registerNamespace } from '../../lib/i18n';
import { media as mediaEn } from '../../locales/en/media';
import { media as mediaPt } from '../../locales/pt-BR/media';

// Loaded with the admin's picture fields only (decision 004).
registerNamespace('media', mediaPt, mediaEn);
