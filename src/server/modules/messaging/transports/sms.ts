import twilio from 'twilio';
import type { SmsDelivery } from '@/server/modules/integrations/public';
import { smsPhone } from '@/shared/sms/rules';
import { because, type SendOutcome, type Transport } from './types';

/** Long enough for a slow API, short enough that a hung one never holds a row in `sending` for long. */
export const SMS_TIMEOUT_MS = 15_000;

/**
 * The Twilio SDK's own HTTP client (its `httpClient` option), sending to another base URL when
 * TWILIO_API_URL says so: the SDK names its hosts itself (api.twilio.com), this keeps its
 * requests — auth, form encoding, errors — and only changes where they go.
 */
class BaseUrlRequestClient extends twilio.RequestClient {
  constructor(
    private readonly base: URL,
    options: ConstructorParameters<typeof twilio.RequestClient>[0],
  ) {
    super(options);
  }

  override request<TData>(opts: Parameters<twilio.RequestClient['request']>[0]) {
    const uri = new URL(opts.uri);
    const target = new URL(
      `${this.base.pathname.replace(/\/+$/, '')}${uri.pathname}${uri.search}`,
      this.base,
    );
    opts.uri = target.href;
    return super.request<TData>(opts as Parameters<twilio.RequestClient['request']>[0] & { data?: TData });
  }
}

/** A Twilio client for one configuration: no automatic retries (the outbox retries), bounded. */
export function twilioClient(config: SmsDelivery, timeoutMs: number) {
  const options = { timeout: timeoutMs, autoRetry: false };
  return twilio(config.accountSid, config.authToken, {
    ...options,
    ...(config.apiUrl ? { httpClient: new BaseUrlRequestClient(new URL(config.apiUrl), options) } : {}),
  });
}

type TwilioError = { status?: number; code?: number | string; message?: string };

/**
 * What a failed call means for the outbox. 401/403 (20003) and 404 (an account that is not there)
 * are the card's to fix; 21610 is a number that replied STOP to the shop's sender; 429 and 5xx
 * pass; any other refusal (21211 invalid 'To', …) is this message's, sent again it fails again.
 */
export function outcomeForTwilioError(error: unknown, timeoutMs: number): SendOutcome {
  const err = (error ?? {}) as TwilioError;
  const status = typeof err.status === 'number' ? err.status : undefined;
  if (status !== undefined) {
    const code = Number(err.code ?? status);
    const detail = (err.message ?? '').slice(0, 200);
    if (code === 21610) return because('blocked', 'sms.optedOut');
    if (status === 401 || status === 403) return because('not_configured', 'sms.twilioAuthRefused', { code });
    if (status === 404) return because('not_configured', 'sms.twilioRefused', { code, detail });
    if (status === 429 || status >= 500) return because('retry', 'sms.twilioUnavailable', { status });
    return because('failed', 'sms.twilioRefused', { code, detail });
  }
  const code = typeof err.code === 'string' ? err.code : '';
  if (code === 'ECONNABORTED' || code === 'ETIMEDOUT' || /timeout/i.test(err.message ?? ''))
    return because('retry', 'sms.twilioTimedOut', { seconds: Math.max(1, Math.round(timeoutMs / 1000)) });
  return because('retry', 'sms.twilioConnectionError');
}

/**
 * The SMS channel of the outbox (decision 077): a +1 number, not opted out, through Twilio's
 * Messages API with the official SDK. Consent is the caller's: nothing is queued without it.
 */
export function createSmsTransport(options: {
  config: SmsDelivery | null;
  unreadable?: boolean;
  timeoutMs?: number;
  /** Whether the phone replied STOP (the outbox's opt-out list). */
  isOptedOut?: (phone: string) => Promise<boolean>;
  /** Told when Twilio refuses a number as unsubscribed (21610), so the list learns it too. */
  onOptOut?: (phone: string) => Promise<void>;
}): Transport {
  const timeoutMs = options.timeoutMs ?? SMS_TIMEOUT_MS;
  return {
    async send(message) {
      const phone = smsPhone(message.recipient);
      if (!phone) return because('failed', 'sms.phoneNotUs');
      if (await options.isOptedOut?.(phone)) return because('blocked', 'sms.optedOut');
      if (options.unreadable && !options.config)
        return because('not_configured', 'outbox.enteredWithOtherKey');
      const config = options.config;
      if (!config) return because('not_configured', 'sms.notConfigured');
      try {
        const sent = await twilioClient(config, timeoutMs).messages.create({
          to: phone,
          body: message.body,
          ...(config.messagingServiceSid
            ? { messagingServiceSid: config.messagingServiceSid }
            : { from: config.from as string }),
        });
        return { status: 'sent', providerMessageId: sent.sid };
      } catch (error) {
        const outcome = outcomeForTwilioError(error, timeoutMs);
        if (outcome.status === 'blocked') await options.onOptOut?.(phone);
        return outcome;
      }
    },
  };
}
