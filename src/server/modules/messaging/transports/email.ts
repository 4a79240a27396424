import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Env } from '@/server/env';
import { previewForLog } from '@/shared/messaging/templates';
import { LINK_PURPOSES } from '../log-preview';
import { linksIn, plainTextToHtml } from './email-html';
import type { SendOutcome, Transport } from './types';

/** Staff-facing texts for e-mail (SPEC §8.6 only words the WhatsApp ones). */
export const EMAIL_NOT_CONFIGURED = 'Envio de e-mail não configurado (SMTP_URL)';
export const EMAIL_SENDER_NOT_CONFIGURED = 'Remetente de e-mail não configurado (MAIL_FROM)';
export const EMAIL_AUTH_REFUSED = 'Credenciais do servidor de e-mail recusadas';
export const EMAIL_CONNECTION_ERROR = 'Erro de conexão com o servidor de e-mail';
export const EMAIL_TEMPORARY_ERROR = 'Servidor de e-mail indisponível no momento';
export const EMAIL_REFUSED = 'E-mail recusado pelo servidor';
export const EMAIL_INVALID_ADDRESS = 'Endereço de e-mail inválido';

const SIMPLE_ADDRESS = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

type SmtpError = Error & { code?: string; responseCode?: number; response?: string; permanent?: boolean };

export type EmailTransportOptions = {
  smtpUrl: string | undefined;
  from: string | undefined;
  isProduction: boolean;
  logger: Logger;
  /** Per-step SMTP timeouts; well under the worker's 10-minute "stuck in sending" limit. */
  timeoutMs?: number;
};

export function emailOptionsFromEnv(
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'isProduction'>,
  logger: Logger,
): EmailTransportOptions {
  return { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, isProduction: env.isProduction, logger };
}

function withResponse(text: string, error: SmtpError): string {
  const response = error.response?.trim().slice(0, 200);
  return response ? `${text}: ${response}` : text;
}

/** SMTP replies say themselves whether trying again can help (4xx) or not (5xx). */
export function outcomeForSmtpError(error: SmtpError): SendOutcome {
  if (error.code === 'EAUTH' || error.code === 'ENOAUTH') {
    return { status: 'not_configured', error: withResponse(EMAIL_AUTH_REFUSED, error) };
  }
  if (error.responseCode) {
    return error.permanent || error.responseCode >= 500
      ? { status: 'failed', error: withResponse(EMAIL_REFUSED, error) }
      : { status: 'retry', error: withResponse(EMAIL_TEMPORARY_ERROR, error) };
  }
  if (error.code === 'EENVELOPE') return { status: 'failed', error: EMAIL_INVALID_ADDRESS };
  return { status: 'retry', error: EMAIL_CONNECTION_ERROR };
}

/**
 * The e-mail channel: SMTP through nodemailer, a plain-text body with an escaped HTML copy.
 * Without SMTP_URL nothing is sent and the row stays `not_configured`, visible to staff.
 */
export function createEmailTransport(options: EmailTransportOptions): Transport {
  const { smtpUrl, from, isProduction, logger } = options;
  const timeout = options.timeoutMs ?? 30_000;
  const mailer = smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: timeout,
        greetingTimeout: timeout,
        socketTimeout: timeout,
      })
    : null;

  return {
    async send(message) {
      if (!mailer) {
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
            'e-mail not sent: SMTP_URL is not set; kept in the outbox',
          );
        }
        return { status: 'not_configured', error: EMAIL_NOT_CONFIGURED };
      }
      if (!from) return { status: 'not_configured', error: EMAIL_SENDER_NOT_CONFIGURED };
      if (!SIMPLE_ADDRESS.test(message.recipient)) {
        return { status: 'failed', error: `${EMAIL_INVALID_ADDRESS}: ${message.recipient}` };
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
        return outcomeForSmtpError(error as SmtpError);
      }
    },
  };
}
