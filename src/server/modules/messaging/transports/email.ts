import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { SmtpServer } from '@/server/modules/integrations/public';
import { renderMessage } from '@/shared/messages';
import { previewForLog } from '@/shared/messaging/templates';
import { LINK_PURPOSES } from '../log-preview';
import { linksIn, plainTextToHtml } from './email-html';
import { because, type SendOutcome, type Transport } from './types';

/** Staff-facing texts for e-mail (SPEC §8.6 only words the WhatsApp ones); the keys are outbox.email*. */
export const EMAIL_NOT_CONFIGURED = renderMessage('outbox.emailNotConfigured');
export const EMAIL_SENDER_NOT_CONFIGURED = renderMessage('outbox.emailSenderNotConfigured');
export const EMAIL_AUTH_REFUSED = renderMessage('outbox.emailAuthRefused');
export const EMAIL_CONNECTION_ERROR = renderMessage('outbox.emailConnectionError');
export const EMAIL_TEMPORARY_ERROR = renderMessage('outbox.emailTemporaryError');
export const EMAIL_REFUSED = renderMessage('outbox.emailRefused');
export const EMAIL_INVALID_ADDRESS = renderMessage('outbox.emailInvalidAddress');

const SIMPLE_ADDRESS = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

type SmtpError = Error & { code?: string; responseCode?: number; response?: string; permanent?: boolean };

export type EmailTransportOptions = {
  /** The SMTP server (SMTP_URL, or the Integrações card's fields); null: not set up. */
  server?: SmtpServer | null;
  /** SMTP_URL alone, as the older callers give it (same as `server: { kind: 'url', url }`). */
  smtpUrl?: string | undefined;
  from: string | undefined;
  isProduction: boolean;
  logger: Logger;
  /** Per-step SMTP timeouts; well under the worker's 10-minute "stuck in sending" limit. */
  timeoutMs?: number;
  /** A stored password that no longer opens (another key): the message waits and says why. */
  unreadable?: boolean;
};

const DEFAULT_TIMEOUT_MS = 30_000;

/** The server's reply to quote (its first 200 characters), or nothing. */
const replyOf = (error: SmtpError) => error.response?.trim().slice(0, 200) || undefined;

/**
 * SMTP replies say themselves whether trying again can help (4xx) or not (5xx); a name that does
 * not resolve, a server that does not answer in time or refuses TLS are said in words.
 */
export function outcomeForSmtpError(
  error: SmtpError,
  context: { host?: string | undefined; timeoutMs?: number } = {},
): SendOutcome {
  const detail = replyOf(error);
  if (error.code === 'EAUTH' || error.code === 'ENOAUTH') {
    return detail
      ? because('not_configured', 'outbox.emailAuthRefusedText', { detail })
      : because('not_configured', 'outbox.emailAuthRefused');
  }
  if (error.responseCode) {
    if (error.permanent || error.responseCode >= 500) {
      return detail
        ? because('failed', 'outbox.emailRefusedText', { detail })
        : because('failed', 'outbox.emailRefused');
    }
    return detail
      ? because('retry', 'outbox.emailTemporaryErrorText', { detail })
      : because('retry', 'outbox.emailTemporaryError');
  }
  if (error.code === 'EENVELOPE') return because('failed', 'outbox.emailInvalidAddress');
  if (error.code === 'EDNS' && context.host)
    return because('retry', 'outbox.emailHostNotFound', { host: context.host });
  if (error.code === 'ETIMEDOUT')
    return because('retry', 'outbox.emailTimedOut', {
      seconds: Math.round((context.timeoutMs ?? DEFAULT_TIMEOUT_MS) / 1000),
    });
  if (error.code === 'ETLS') return because('retry', 'outbox.emailTlsFailed');
  return because('retry', 'outbox.emailConnectionError');
}

/**
 * nodemailer's options for a server. STARTTLS upgrades when the server offers it, and in production
 * insists on it (a password never crosses in the clear); TLS connects encrypted from the start.
 */
export function smtpOptions(server: SmtpServer, timeoutMs: number, isProduction: boolean) {
  const timeouts = { connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs };
  if (server.kind === 'url') return { url: server.url, ...timeouts };
  return {
    host: server.host,
    port: server.port,
    secure: server.security === 'tls',
    requireTLS: server.security === 'starttls' && isProduction,
    ...(server.user && server.password ? { auth: { user: server.user, pass: server.password } } : {}),
    ...timeouts,
  };
}

const hostOf = (server: SmtpServer) => {
  if (server.kind === 'fields') return server.host;
  try {
    return new URL(server.url).hostname;
  } catch {
    return undefined;
  }
};

/**
 * The e-mail channel: SMTP through nodemailer, a plain-text body with an escaped HTML copy.
 * Without a server nothing is sent and the row stays `not_configured`, visible to staff.
 */
export function createEmailTransport(options: EmailTransportOptions): Transport {
  const { from, isProduction, logger } = options;
  const server = options.server ?? (options.smtpUrl ? { kind: 'url' as const, url: options.smtpUrl } : null);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const mailer = server ? nodemailer.createTransport(smtpOptions(server, timeoutMs, isProduction)) : null;

  return {
    async send(message) {
      if (options.unreadable) return because('not_configured', 'outbox.enteredWithOtherKey');
      if (!mailer || !server) {
        if (!isProduction) {
          // Development without SMTP: the log is the only way to read the message. Reset and
          // invitation links are logged whole so a developer can follow them; everything else
          // shows only the 100-character preview (SPEC §9).
          logger.info(
            {
              messageId: message.id,
              purpose: message.purpose,
              to: message.recipient,
              subject: message.subject,
              preview: previewForLog(message.body),
              ...(LINK_PURPOSES.includes(message.purpose) ? { links: linksIn(message.body) } : {}),
            },
            'e-mail not sent: no SMTP server (Integrações or SMTP_URL); kept in the outbox',
          );
        }
        return because('not_configured', 'outbox.emailNotConfigured');
      }
      if (!from) return because('not_configured', 'outbox.emailSenderNotConfigured');
      if (!SIMPLE_ADDRESS.test(message.recipient)) {
        return because('failed', 'outbox.emailInvalidAddressTo', { address: message.recipient });
      }
      try {
        const info = await mailer.sendMail({
          from,
          to: message.recipient,
          subject: message.subject ?? '',
          text: message.body,
          html: plainTextToHtml(message.body),
        });
        return { status: 'sent', providerMessageId: info.messageId ?? null };
      } catch (error) {
        return outcomeForSmtpError(error as SmtpError, { host: hostOf(server), timeoutMs });
      }
    },
  };
}
