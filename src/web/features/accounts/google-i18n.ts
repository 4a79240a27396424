import { registerNamespace } from '@/web/lib/i18n';
import { googleSignIn as en } from '@/web/locales/en/google-sign-in';
import { googleSignIn as pt } from '@/web/locales/pt-BR/google-sign-in';

/** "Entrar com Google"'s words (decision 090) load with the sign-in, register and profile pages. */
registerNamespace('googleSignIn', pt, en);
