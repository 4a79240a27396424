import type { Logger } from 'pino';
import type { Env } from '@/server/env';
import { createEmailTransport, emailOptionsFromEnv } from './email';
import type { Transports } from './types';
import { createWhatsAppTransport, whatsAppConfigFromEnv } from './whatsapp';

/** The real transports for the configured providers; says at start which channels can send. */
export function transportsFromEnv(env: Env, logger: Logger): Transports {
  const whatsapp = whatsAppConfigFromEnv(env);
  logger.info(
    {
      whatsapp: whatsapp
        ? 'configured'
        : 'not configured (WHATSAPP_API_URL, WHATSAPP_APP_KEY, WHATSAPP_AUTH_KEY)',
      email: env.SMTP_URL ? 'configured' : 'not configured (SMTP_URL)',
    },
    'outbox: messaging channels',
  );
  return {
    whatsapp: createWhatsAppTransport({ config: whatsapp }),
    email: createEmailTransport(emailOptionsFromEnv(env, logger)),
  };
}
