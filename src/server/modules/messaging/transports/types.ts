import type { MessageKey, MessageParams } from '@/shared/messages';
import { renderMessage } from '@/shared/messages';
import type { MessageChannel, MessagePurpose } from '../schema';

/** What a transport needs of an outbox row. */
export type OutgoingMessage = {
  id: string;
  channel: MessageChannel;
  recipient: string;
  subject: string | null;
  body: string;
  purpose: MessagePurpose;
  /** Its single-use links, sealed (decision 074): opened by `withSealedLinks` at send time. */
  sealed_links?: string | null;
};

/** Why a message did not go out, as a message key and its parameters (decision 076). */
export type OutboxReason = { key: MessageKey; params?: MessageParams };

/**
 * How one send ended, as the worker records it:
 * - `sent`: the provider accepted it;
 * - `retry`: a passing failure (network, provider down or busy): try again later, up to the limit;
 * - `failed`: retrying cannot help (invalid number or address, refused by the provider);
 * - `blocked`: international number, only sent by hand (SPEC §5.5);
 * - `not_configured`: keys or server missing; kept for staff, who may requeue it once configured.
 * `error` is the Portuguese text staff see in logs and the API (SPEC §8.6 wording where one fits);
 * `reason` the same as a key and parameters, which the desk shows in the panel's language.
 */
export type SendOutcome =
  | { status: 'sent'; providerMessageId: string | null }
  | {
      status: 'retry' | 'failed' | 'blocked' | 'not_configured';
      error: string;
      reason?: OutboxReason;
    };

export type FailedStatus = Exclude<SendOutcome['status'], 'sent'>;

/** A failed outcome from its reason: the Portuguese text rendered from the key, the key kept. */
export function because(status: FailedStatus, key: MessageKey, params?: MessageParams): SendOutcome {
  return { status, error: renderMessage(key, params), reason: params ? { key, params } : { key } };
}

export type Transport = {
  send(message: OutgoingMessage): Promise<SendOutcome>;
};

/** One per channel; without `sms` (tools and older tests) an SMS waits as not configured. */
export type Transports = Record<Exclude<MessageChannel, 'sms'>, Transport> & { sms?: Transport };
