import { registerNamespace } from '@/web/lib/i18n';
import { auth as en } from '@/web/locales/en/auth';
import { auth as pt } from '@/web/locales/pt-BR/auth';

/**
 * The sign-in, registration, password and profile words load with those screens' code, not with
 * the home page (3.4 KB gzip of its first load, decision 058): imported for its effect by every
 * module that uses the `auth` namespace.
 */
registerNamespace('auth', pt, en);
