import type { Env } from '@/server/env';
import {
  API_KEYS_NOT_CONFIGURED,
  MESSAGE_NOT_CREATED,
  UNKNOWN_SEND_ERROR,
  WHATSAPP_CONFIG_INCOMPLETE,
  WHATSAPP_CONNECTION_ERROR,
  WHATSAPP_INTERNAL_ERROR,
} from '@/shared/messaging/errors';
import {
  canSendAutomatically,
  formatPhoneForMessaging,
  INTERNATIONAL_BLOCKED_MESSAGE,
} from '@/shared/phones/rules';
import type { SendOutcome, Transport } from './types';

export type WhatsAppConfig = { url: string; appKey: string; authKey: string };

/** The fields SPEC §7.3 reads from the provider's answer. */
export type WhatsAppResponse = { success: boolean; message?: string; messageId?: string };

/** §7.3: "a non-OK response raises an error carrying the status and text". */
export class WhatsAppHttpError extends Error {
  override name = 'WhatsAppHttpError';
  constructor(
    readonly status: number,
    readonly text: string,
  ) {
    super(`WhatsApp provider answered HTTP ${status}: ${text.slice(0, 200)}`);
  }
}

/** A 2xx answer that is not the JSON object §7.3 describes. */
export class WhatsAppResponseError extends Error {
  override name = 'WhatsAppResponseError';
}

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** Long enough for a slow provider, short enough that a hung one never holds a row in `sending` for long. */
export const WHATSAPP_TIMEOUT_MS = 15_000;

/** Every variable set, or null: a half-configured provider is as unusable as a missing one. */
export function whatsAppConfigFromEnv(
  env: Pick<Env, 'WHATSAPP_API_URL' | 'WHATSAPP_APP_KEY' | 'WHATSAPP_AUTH_KEY'>,
) {
  const { WHATSAPP_API_URL: url, WHATSAPP_APP_KEY: appKey, WHATSAPP_AUTH_KEY: authKey } = env;
  return url && appKey && authKey ? { url, appKey, authKey } : null;
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

/**
 * SPEC §7.3 create-message call: a form-encoded POST with appkey, authkey, to, message and
 * sandbox=false. Returns success, message and messageId (or id); throws WhatsAppHttpError on a
 * non-OK status and lets network errors through.
 */
export async function postWhatsAppMessage(
  config: WhatsAppConfig,
  to: string,
  message: string,
  options: { fetch?: FetchLike; timeoutMs?: number } = {},
): Promise<WhatsAppResponse> {
  const doFetch = options.fetch ?? fetch;
  const response = await doFetch(config.url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      appkey: config.appKey,
      authkey: config.authKey,
      to,
      message,
      sandbox: 'false',
    }).toString(),
    signal: AbortSignal.timeout(options.timeoutMs ?? WHATSAPP_TIMEOUT_MS),
  });
  const body = await response.text();
  if (!response.ok) throw new WhatsAppHttpError(response.status, body);
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new WhatsAppResponseError(`not JSON: ${body.slice(0, 200)}`);
  }
  if (typeof json !== 'object' || json === null) throw new WhatsAppResponseError('not a JSON object');
  const fields = json as Record<string, unknown>;
  const messageId = text(fields.messageId) ?? text(fields.id);
  const providerMessage = text(fields.message);
  return {
    success: fields.success === true || fields.success === 'true',
    ...(providerMessage === undefined ? {} : { message: providerMessage }),
    ...(messageId === undefined ? {} : { messageId }),
  };
}

const detail = (status: number, body: string) => {
  const trimmed = body.trim().slice(0, 200);
  return trimmed ? ` (HTTP ${status}: ${trimmed})` : ` (HTTP ${status})`;
};

/**
 * What a failed call means for the outbox. Only passing troubles are retried: the network, a
 * provider that is down or busy (5xx, 408, 425, 429). Rejected or unknown credentials and a wrong
 * URL (401, 403, 404) are a configuration problem staff fix before requeuing; any other 4xx is a
 * refusal of this message that the same request would get again.
 */
export function outcomeForError(error: unknown): SendOutcome {
  if (error instanceof WhatsAppHttpError) {
    const { status, text: body } = error;
    if (status >= 500 || status === 408 || status === 425 || status === 429) {
      return { status: 'retry', error: WHATSAPP_INTERNAL_ERROR + detail(status, body) };
    }
    if (status === 401 || status === 403 || status === 404) {
      return { status: 'not_configured', error: WHATSAPP_CONFIG_INCOMPLETE + detail(status, body) };
    }
    return { status: 'failed', error: MESSAGE_NOT_CREATED + detail(status, body) };
  }
  if (error instanceof WhatsAppResponseError) {
    // The provider said 2xx: the message may well have gone out, so it is not sent again.
    return { status: 'failed', error: `${UNKNOWN_SEND_ERROR} (${error.message})` };
  }
  return { status: 'retry', error: WHATSAPP_CONNECTION_ERROR };
}

/**
 * The WhatsApp channel of the outbox. The recipient is normalised by SPEC §5.5 first: an invalid
 * number fails, a number outside Brazil is blocked (sent by hand through "Envio Internacional"),
 * and only then does a missing configuration matter.
 */
export function createWhatsAppTransport(options: {
  config: WhatsAppConfig | null;
  fetch?: FetchLike;
  timeoutMs?: number;
}): Transport {
  return {
    async send(message) {
      const phone = formatPhoneForMessaging(message.recipient);
      if (!phone.ok) return { status: 'failed', error: phone.error };
      if (!canSendAutomatically(phone.phone))
        return { status: 'blocked', error: INTERNATIONAL_BLOCKED_MESSAGE };
      if (!options.config) return { status: 'not_configured', error: API_KEYS_NOT_CONFIGURED };
      try {
        const answer = await postWhatsAppMessage(options.config, phone.phone, message.body, options);
        if (answer.success) return { status: 'sent', providerMessageId: answer.messageId ?? null };
        return { status: 'retry', error: answer.message?.trim() || WHATSAPP_INTERNAL_ERROR };
      } catch (error) {
        return outcomeForError(error);
      }
    },
  };
}
