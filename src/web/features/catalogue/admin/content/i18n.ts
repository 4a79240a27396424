import { registerNamespace } from '../../../../lib/i18n';
import { content as contentEn } from '../../../../locales/en/content';
import { content as contentPt } from '../../../../locales/pt-BR/content';

// Loaded with the admin panel's home content screens only (decision 004).
registerNamespace('content', contentPt, contentEn);
