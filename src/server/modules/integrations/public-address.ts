import type { Env } from '@/server/env';
import type { LinkBase } from '@/shared/integrations/public-address-schemas';
import type { StoredIntegration } from './config';

/** The environment the public address falls back on (decision 121). */
export type PublicAddressEnv = Pick<Env, 'PUBLIC_URL' | 'PORT'>;

/**
 * The address every link in a message is built on (decision 121): the Integrações card's, else
 * PUBLIC_URL, else this machine (`http://localhost:<PORT>`, a developer's shop). Never the Host
 * header nor a forwarded one: a forged request must not send a customer a link to another site.
 */
export function linkBaseOf(env: PublicAddressEnv, row: StoredIntegration | undefined): LinkBase {
  const stored = row?.settings.url?.trim();
  if (stored) return { url: stored.replace(/\/+$/, ''), source: 'stored' };
  if (env.PUBLIC_URL) return { url: env.PUBLIC_URL.replace(/\/+$/, ''), source: 'env' };
  return { url: `http://localhost:${env.PORT}`, source: 'local' };
}
