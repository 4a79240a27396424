import type { SecretBox } from '@/server/modules/integrations/public';
import type { MessagePurpose } from './schema';
import { because, type OutgoingMessage, type Transport, type Transports } from './transports/types';

/**
 * Single-use links in waiting e-mails (decision 074). A confirmation, reset or unlock link is a
 * credential: the outbox keeps the body with `token=••••` (what staff read on the desk and what
 * the privacy download shows) and the real links sealed with the integrations' secret box
 * (AES-256-GCM, decision 076), bound to the message's id. Only the transport, at send time, opens
 * them. Invitations are not sealed: staff copy a pending invitation's link from its unsent e-mail
 * by design (decision 036), and whoever reads the desk may invite anyway.
 */
export const SEALED_LINK_PURPOSES: readonly MessagePurpose[] = [
  'password_reset',
  'email_verification',
  'account_unlock',
];

export const REDACTED_TOKEN = '••••';

const LINK_WITH_TOKEN = /https?:\/\/[^\s]*[?&]token=[^&\s]+[^\s]*/g;
const TOKEN_VALUE = /([?&]token=)[^&\s]+/g;

const redact = (link: string) => link.replace(TOKEN_VALUE, `$1${REDACTED_TOKEN}`);
const placeOf = (messageId: string) => `messages.links:${messageId}`;

/** The body to store and the sealed links, or null when the text holds no link with a token. */
export function sealLinks(
  box: SecretBox,
  messageId: string,
  text: string,
): { body: string; sealed: string } | null {
  const links = text.match(LINK_WITH_TOKEN);
  if (!links) return null;
  return {
    body: text.replace(LINK_WITH_TOKEN, redact),
    sealed: box.seal(JSON.stringify(links), placeOf(messageId)),
  };
}

export type Opened = { ok: true; body: string } | { ok: false; problem: 'unreadable' | 'withdrawn' };

/** The body with its real links back: each redacted link, in order, replaced by its original. */
export function openLinks(box: SecretBox, message: OutgoingMessage): Opened {
  if (!message.sealed_links) {
    // A link purpose whose token is redacted with nothing sealed (rows the migration
    // `sealed_outbox_links` redacted, or a link already spent by a send): it would not work.
    return SEALED_LINK_PURPOSES.includes(message.purpose) && message.body.includes(`token=${REDACTED_TOKEN}`)
      ? { ok: false, problem: 'withdrawn' }
      : { ok: true, body: message.body };
  }
  const opened = box.open(message.sealed_links, placeOf(message.id));
  if (!opened.ok) return { ok: false, problem: 'unreadable' };
  let body = message.body;
  for (const link of JSON.parse(opened.value) as string[]) {
    const at = body.indexOf(redact(link));
    if (at >= 0) body = `${body.slice(0, at)}${link}${body.slice(at + redact(link).length)}`;
  }
  return { ok: true, body };
}

/**
 * The outbox's transports, opening a message's sealed links just before it is handed to the
 * provider. A link that cannot be opened fails the message with words the desk shows.
 */
export function withSealedLinks(transports: Transports, box: SecretBox): Transports {
  const wrap = (transport: Transport): Transport => ({
    async send(message) {
      const opened = openLinks(box, message);
      if (!opened.ok) {
        return because(
          'failed',
          opened.problem === 'unreadable' ? 'outbox.linkUnreadable' : 'outbox.linkWithdrawn',
        );
      }
      return transport.send({ ...message, body: opened.body, sealed_links: null });
    },
  });
  // Every channel the transports carry (SMS too, decision 077): none may skip the unsealing.
  return {
    email: wrap(transports.email),
    whatsapp: wrap(transports.whatsapp),
    ...(transports.sms ? { sms: wrap(transports.sms) } : {}),
  };
}
