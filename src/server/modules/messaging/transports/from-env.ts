import type { Logger } from 'pino';
import type { Env } from '@/server/env';
import { envOnlyConfig } from '@/server/modules/integrations/public';
import { createConfiguredTransports } from './from-config';
import type { Transports } from './types';

/**
 * Transports for the environment's providers alone (SMTP_URL, MAIL_FROM, WHATSAPP_*), without the
 * screen's stored ones: for tests and tools with no database service. The server and `npm run
 * worker` send with the integrations' configuration (services.ts).
 */
export function transportsFromEnv(env: Env, logger: Logger): Transports {
  const config = envOnlyConfig(env);
  logger.info(
    {
      whatsapp: config.whatsapp.delivery
        ? 'configured'
        : 'not configured (WHATSAPP_API_URL, WHATSAPP_APP_KEY, WHATSAPP_AUTH_KEY)',
      email: config.email.server ? 'configured' : 'not configured (SMTP_URL)',
    },
    'outbox: messaging channels',
  );
  return createConfiguredTransports({
    config: async () => config,
    isProduction: env.isProduction,
    logger,
  });
}
