import type { MessageKey } from '@/shared/messages';
import { canSendAutomatically, formatPhoneForMessaging } from '@/shared/phones/rules';
import { because, type FailedStatus, type SendOutcome, type Transport } from './types';

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

/** The provider's answer to quote (its first 200 characters), or nothing. */
const answered = (body: string) => body.trim().slice(0, 200) || undefined;

/** An HTTP failure's reason: the key with the answer quoted, or without when the answer is empty. */
function httpReason(
  status: FailedStatus,
  keys: { bare: MessageKey; quoted: MessageKey },
  http: number,
  body: string,
): SendOutcome {
  const detail = answered(body);
  return detail
    ? because(status, keys.quoted, { status: http, detail })
    : because(status, keys.bare, { status: http });
}

/** The host name of a provider URL, for "server not found". */
const hostOf = (url: string) => {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
};

/** A network failure as words: a name that does not resolve, no answer in time, or no connection. */
function networkReason(error: unknown, url: string | undefined, timeoutMs: number): SendOutcome {
  const err = error as { name?: string; cause?: { code?: string } } | null;
  if (err?.name === 'TimeoutError' || err?.name === 'AbortError')
    return because('retry', 'outbox.whatsappTimedOut', {
      seconds: Math.max(1, Math.round(timeoutMs / 1000)),
    });
  const code = err?.cause?.code;
  if (url && (code === 'ENOTFOUND' || code === 'EAI_AGAIN'))
    return because('retry', 'outbox.whatsappHostNotFound', { host: hostOf(url) });
  return because('retry', 'outbox.whatsappConnectionError');
}

/**
 * What a failed call means for the outbox. Only passing troubles are retried: the network, a
 * provider that is down or busy (5xx, 408, 425, 429). Rejected or unknown credentials and a wrong
 * URL (401, 403, 404) are a configuration problem staff fix before requeuing; any other 4xx is a
 * refusal of this message that the same request would get again.
 */
export function outcomeForError(
  error: unknown,
  context: { url?: string; timeoutMs?: number } = {},
): SendOutcome {
  if (error instanceof WhatsAppHttpError) {
    const { status, text: body } = error;
    if (status >= 500 || status === 408 || status === 425 || status === 429) {
      return httpReason(
        'retry',
        { bare: 'outbox.whatsappInternalHttp', quoted: 'outbox.whatsappInternalHttpText' },
        status,
        body,
      );
    }
    if (status === 401 || status === 403 || status === 404) {
      return httpReason(
        'not_configured',
        { bare: 'outbox.whatsappConfigHttp', quoted: 'outbox.whatsappConfigHttpText' },
        status,
        body,
      );
    }
    return httpReason(
      'failed',
      { bare: 'outbox.messageNotCreatedHttp', quoted: 'outbox.messageNotCreatedHttpText' },
      status,
      body,
    );
  }
  if (error instanceof WhatsAppResponseError) {
    // The provider said 2xx: the message may well have gone out, so it is not sent again.
    return because('failed', 'outbox.unknownSendErrorDetail', { detail: error.message });
  }
  return networkReason(error, context.url, context.timeoutMs ?? WHATSAPP_TIMEOUT_MS);
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
  /** Stored keys that no longer open (another key): the message waits and says why. */
  unreadable?: boolean;
}): Transport {
  return {
    async send(message) {
      const phone = formatPhoneForMessaging(message.recipient);
      if (!phone.ok) return because('failed', 'outbox.invalidPhone', { phone: message.recipient });
      if (!canSendAutomatically(phone.phone)) return because('blocked', 'phone.internationalBlocked');
      if (options.unreadable && !options.config)
        return because('not_configured', 'outbox.enteredWithOtherKey');
      if (!options.config) return because('not_configured', 'outbox.apiKeysNotConfigured');
      try {
        const answer = await postWhatsAppMessage(options.config, phone.phone, message.body, options);
        if (answer.success) return { status: 'sent', providerMessageId: answer.messageId ?? null };
        const said = answer.message?.trim();
        return said
          ? because('retry', 'outbox.providerSaid', { detail: said })
          : because('retry', 'outbox.whatsappInternalError');
      } catch (error) {
        return outcomeForError(error, {
          url: options.config.url,
          timeoutMs: options.timeoutMs ?? WHATSAPP_TIMEOUT_MS,
        });
      }
    },
  };
}
