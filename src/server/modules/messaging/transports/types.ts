import type { MessageChannel, MessagePurpose } from '../schema';

/** What a transport needs of an outbox row. */
export type OutgoingMessage = {
  id: string;
  channel: MessageChannel;
  recipient: string;
  subject: string | null;
  body: string;
  purpose: MessagePurpose;
};

/**
 * How one send ended, as the worker records it:
 * - `sent`: the provider accepted it;
 * - `retry`: a passing failure (network, provider down or busy): try again later, up to the limit;
 * - `failed`: retrying cannot help (invalid number or address, refused by the provider);
 * - `blocked`: international number, only sent by hand (SPEC §5.5);
 * - `not_configured`: keys or server missing; kept for staff, who may requeue it once configured.
 * `error` is the text staff see (SPEC §8.6 wording where one fits).
 */
export type SendOutcome =
  | { status: 'sent'; providerMessageId: string | null }
  | { status: 'retry' | 'failed' | 'blocked' | 'not_configured'; error: string };

export type Transport = {
  send(message: OutgoingMessage): Promise<SendOutcome>;
};

export type Transports = Record<MessageChannel, Transport>;
