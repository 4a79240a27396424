import type { Logger } from 'pino';
import type { Db } from '@/server/db/client';
import type {
  EffectiveConfig,
  IntegrationTester,
  ProviderResult,
  SmsDelivery,
  SmtpServer,
  WhatsAppDelivery,
} from '@/server/modules/integrations/public';
import { readBrandName } from '@/server/modules/settings/public';
import type { MessageKey } from '@/shared/messages';
import { integrationTestMessage } from '@/shared/messaging/templates';
import { smsText } from '@/shared/sms/rules';
import type { MessageChannel } from '../schema';
import { createEmailTransport } from './email';
import { createSmsTransport } from './sms';
import type { SendOutcome, Transport, Transports } from './types';
import { createWhatsAppTransport } from './whatsapp';

/** Reasons that say a channel is not set up (or must be entered again): its card says so, not its health. */
const NOT_SET_UP: readonly MessageKey[] = [
  'outbox.emailNotConfigured',
  'outbox.emailSenderNotConfigured',
  'outbox.apiKeysNotConfigured',
  'outbox.enteredWithOtherKey',
  'sms.notConfigured',
];

/**
 * What a send says of its provider's health (decision 076): sent is a success; a passing failure or
 * a configuration refusal is a failure of the provider; a refusal of this one message (an invalid
 * address, a number abroad) says nothing of the provider.
 */
export function healthOf(outcome: SendOutcome): ProviderResult | null {
  if (outcome.status === 'sent') return { ok: true };
  if (outcome.status !== 'retry' && outcome.status !== 'not_configured') return null;
  const reason = outcome.reason ?? { key: 'outbox.unknownSendError' as const };
  return NOT_SET_UP.includes(reason.key) ? null : { ok: false, reason };
}

export type ConfiguredTransportsOptions = {
  /** The configuration in force, asked at every send (the integrations' cache answers). */
  config: () => Promise<EffectiveConfig>;
  isProduction: boolean;
  logger: Logger;
  /** Told each send's effect on its provider's health (the integrations' cards). */
  health?: (channel: MessageChannel, result: ProviderResult) => Promise<void>;
  /** The phones that replied STOP (decision 077): asked before each SMS, told of Twilio's 21610. */
  optOuts?: { isOptedOut(phone: string): Promise<boolean>; onOptOut(phone: string): Promise<void> };
};

/**
 * The outbox's transports reading the configuration at each send (decision 076): a change saved on
 * the Integrações screen reaches the next message without a restart. The SMTP connection settings
 * are built again only when the configuration changed (a new object after a save).
 */
export function createConfiguredTransports(options: ConfiguredTransportsOptions): Transports {
  const { isProduction, logger } = options;
  let email: { for: EffectiveConfig['email']; transport: Transport } | null = null;

  const emailTransport = (config: EffectiveConfig['email']) => {
    if (email?.for !== config) {
      email = {
        for: config,
        transport: createEmailTransport({ ...config, isProduction, logger }),
      };
    }
    return email.transport;
  };

  const tell = (channel: MessageChannel, outcome: SendOutcome) => {
    const result = healthOf(outcome);
    if (!result || !options.health) return;
    options.health(channel, result).catch((error: unknown) => {
      logger.warn({ err: error, channel }, 'outbox: could not record the provider health');
    });
  };

  return {
    email: {
      async send(message) {
        const outcome = await emailTransport((await options.config()).email).send(message);
        tell('email', outcome);
        return outcome;
      },
    },
    whatsapp: {
      async send(message) {
        const { whatsapp } = await options.config();
        const outcome = await createWhatsAppTransport({
          config: whatsapp.delivery,
          unreadable: whatsapp.unreadable,
        }).send(message);
        tell('whatsapp', outcome);
        return outcome;
      },
    },
    sms: {
      async send(message) {
        const { sms } = await options.config();
        const outcome = await createSmsTransport({
          config: sms.delivery,
          unreadable: sms.unreadable,
          ...(options.optOuts
            ? { isOptedOut: options.optOuts.isOptedOut, onOptOut: options.optOuts.onOptOut }
            : {}),
        }).send(message);
        tell('sms', outcome);
        return outcome;
      },
    },
  };
}

const resultOf = (outcome: SendOutcome): ProviderResult =>
  outcome.status === 'sent'
    ? { ok: true }
    : { ok: false, reason: outcome.reason ?? { key: 'outbox.unknownSendError' } };

/**
 * The integrations' test sends (their IntegrationTester port): the real transports with the saved
 * configuration, a short bound, and a message that says it is a test.
 */
export function createIntegrationTester(deps: {
  db: Db;
  isProduction: boolean;
  logger: Logger;
}): IntegrationTester {
  const test = async () => integrationTestMessage({ brandName: await readBrandName(deps.db) });
  return {
    async email(config: { server: SmtpServer; from: string }, to: string, timeoutMs: number) {
      const { subject, text } = await test();
      const transport = createEmailTransport({
        ...config,
        isProduction: deps.isProduction,
        logger: deps.logger,
        timeoutMs,
      });
      return resultOf(
        await transport.send({
          id: 'test',
          channel: 'email',
          recipient: to,
          subject,
          body: text,
          purpose: 'contact',
        }),
      );
    },
    async whatsapp(config: WhatsAppDelivery, phone: string, timeoutMs: number) {
      const { text } = await test();
      const transport = createWhatsAppTransport({ config, timeoutMs });
      return resultOf(
        await transport.send({
          id: 'test',
          channel: 'whatsapp',
          recipient: phone,
          subject: null,
          body: text,
          purpose: 'contact',
        }),
      );
    },
    async sms(config: SmsDelivery, phone: string, timeoutMs: number) {
      const { text } = await test();
      const transport = createSmsTransport({ config, timeoutMs });
      return resultOf(
        await transport.send({
          id: 'test',
          channel: 'sms',
          recipient: phone,
          subject: null,
          body: smsText(text),
          purpose: 'contact',
        }),
      );
    },
  };
}
