import type { Env } from '@/server/env';
import type { OpenedSecret, StoredIntegration } from './config';

/** The environment variable of "Entrar com Google" (decision 090): another issuer than Google's. */
export type GoogleSignInEnv = Pick<Env, 'GOOGLE_SIGN_IN_ISSUER'>;

/** Google's OpenID Connect issuer: its discovery document is at /.well-known/openid-configuration. */
export const GOOGLE_ISSUER = 'https://accounts.google.com';

/**
 * The OpenID Connect client the customers sign in through: the card's client id and secret, and the
 * issuer (Google's, unless GOOGLE_SIGN_IN_ISSUER names another: a local provider in the tests).
 */
export type GoogleSignInClient = { clientId: string; clientSecret: string; issuer: string };

/** The "Entrar com Google" configuration in force (null client: the button is not shown). */
export function googleSignInConfig(
  env: GoogleSignInEnv,
  row: StoredIntegration | undefined,
  open: (field: string) => OpenedSecret,
): { client: GoogleSignInClient | null; unreadable: boolean } {
  const clientId = row?.settings.clientId?.trim() || undefined;
  const secret = open('clientSecret');
  return {
    client:
      clientId && secret.value
        ? {
            clientId,
            clientSecret: secret.value,
            issuer: (env.GOOGLE_SIGN_IN_ISSUER ?? GOOGLE_ISSUER).replace(/\/+$/, ''),
          }
        : null,
    unreadable: Boolean(secret.problem),
  };
}
