import { registerNamespace } from '@/web/lib/i18n';
import { factors as en } from '@/web/locales/en/factors';
import { factors as pt } from '@/web/locales/pt-BR/factors';

/** The sign-in factors' words (decision 089), loaded with the screens that use them. */
registerNamespace('factors', pt, en);
