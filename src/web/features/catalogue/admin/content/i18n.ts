import { registerNamespace } from '@/web/lib/i18n';
import { content as contentEn } from '@/web/locales/en/content';
import { content as contentPt } from '@/web/locales/pt-BR/content';

// Loaded with the admin panel's home content screens only (decision 004).
registerNamespace('content', contentPt, contentEn);
