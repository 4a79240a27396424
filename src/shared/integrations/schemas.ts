import { z } from 'zod';
import { KEYS } from '../messages';
import { canSendAutomatically, formatPhoneForMessaging } from '../phones/rules';
import { isInternationalPhone } from '../settings/schemas';
import { smsPhone } from '../sms/rules';
import { INTEGRATION_IDS } from './cards';

/**
 * One zod schema per integration card (decision 076), shared by the staff routes and the card's
 * form: what one refuses, the other refuses, each field with its own message. A secret left blank
 * keeps the stored one; a typed one replaces it.
 */
const K = KEYS.integrations;

const text = (max: number) => z.string().trim().max(max, K.textTooLong);

/** A host name (labels of letters, digits and hyphens), an IPv4 address or a bracket-less IPv6 one. */
const HOST_NAME =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;
const IPV4 = /^((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const IPV6 = /^[0-9a-f:]+$/i;
export function isHost(value: string): boolean {
  if (IPV4.test(value)) return true;
  if (value.includes(':')) return IPV6.test(value) && value.split(':').length >= 3;
  // All digits and dots but not an IPv4 address ("999.1.1.1") is a mistyped address, not a name.
  return HOST_NAME.test(value) && !/^[\d.]+$/.test(value);
}

export const EMAIL_SECURITY = ['starttls', 'tls'] as const;
export type EmailSecurity = (typeof EMAIL_SECURITY)[number];
/** The port each security usually runs on (submission with STARTTLS; SMTPS). */
export const DEFAULT_PORTS: Record<EmailSecurity, number> = { starttls: 587, tls: 465 };

const isEmail = (v: string) => z.email().safeParse(v).success;

/** Digits typed as text, or a number: an integer port from 1 to 65535. */
const port = z.union([z.number(), z.string().trim()]).transform((v, ctx) => {
  const n = typeof v === 'number' ? v : /^\d{1,5}$/.test(v) ? Number(v) : Number.NaN;
  if (Number.isInteger(n) && n >= 1 && n <= 65535) return n;
  ctx.addIssue({ code: 'custom', message: K.portInvalid });
  return z.NEVER;
});

/** A password: blank keeps the stored one; any other characters are the new one (spaces too). */
const password = z.string().max(500, K.textTooLong);
/** An API key: blank keeps the stored one; a key never holds spaces or line breaks. */
const apiKey = z
  .string()
  .trim()
  .max(500, K.textTooLong)
  .refine((v) => !/\s/.test(v), K.secretInvalid);

export const emailCardSchema = z.object({
  host: text(253).refine((v) => v === '' || isHost(v), K.hostInvalid),
  port,
  security: z.enum(EMAIL_SECURITY, { error: K.securityInvalid }),
  user: text(254),
  password,
  fromName: text(80).refine((v) => !/[<>"\r\n]/.test(v), K.senderNameInvalid),
  fromAddress: text(254).refine((v) => v === '' || isEmail(v), K.emailInvalid),
});
export type EmailCardInput = z.input<typeof emailCardSchema>;
export type EmailCardValues = z.output<typeof emailCardSchema>;

/** An http(s) URL with a host name; only https when `httpsOnly` (production). */
function urlCheck(httpsOnly: boolean) {
  return (value: string, ctx: z.RefinementCtx) => {
    if (value === '') return;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: K.urlInvalid });
      return;
    }
    if (!['http:', 'https:'].includes(url.protocol) || !url.hostname) {
      ctx.addIssue({ code: 'custom', message: K.urlInvalid });
    } else if (httpsOnly && url.protocol !== 'https:') {
      ctx.addIssue({ code: 'custom', message: K.urlNotHttps });
    }
  };
}

/**
 * The admin notice phone: blank, or an international number WhatsApp may be sent to automatically
 * (SPEC §5.5: Brazilian numbers only; another one is refused with the §8.6 text).
 */
const adminPhone = text(30).superRefine((v, ctx) => {
  if (v === '') return;
  if (!isInternationalPhone(v)) {
    ctx.addIssue({ code: 'custom', message: K.phoneInvalid });
    return;
  }
  const formatted = formatPhoneForMessaging(v);
  // A +1 number hears its alerts by SMS (decision 077); any other number abroad would be blocked.
  if (formatted.ok && !canSendAutomatically(formatted.phone) && !smsPhone(v))
    ctx.addIssue({ code: 'custom', message: KEYS.phone.internationalBlocked });
});

/** The WhatsApp card (SPEC §7.3): `httpsOnly` in production, where the keys must not travel in the clear. */
export function whatsAppCardSchema(options: { httpsOnly: boolean }) {
  return z.object({
    apiUrl: text(500).superRefine(urlCheck(options.httpsOnly)),
    appKey: apiKey,
    authKey: apiKey,
    adminPhone,
  });
}
export type WhatsAppCardInput = z.input<ReturnType<typeof whatsAppCardSchema>>;
export type WhatsAppCardValues = z.output<ReturnType<typeof whatsAppCardSchema>>;

/** "Enviar e-mail de teste": the address the owner types. */
export const emailTestSchema = z.object({
  to: z.string().trim().max(254, K.textTooLong).refine(isEmail, K.emailInvalid),
});

/**
 * "Enviar mensagem de teste": a number from the shop's phone field, refused like the outbox would
 * refuse it — invalid, or abroad (SPEC §5.5, the §8.6 text).
 */
export const whatsAppTestSchema = z.object({
  phone: z
    .string()
    .trim()
    .max(30, K.textTooLong)
    .superRefine((v, ctx) => {
      const formatted = formatPhoneForMessaging(v);
      if (!formatted.ok) ctx.addIssue({ code: 'custom', message: KEYS.phone.invalidForCountry });
      else if (!canSendAutomatically(formatted.phone))
        ctx.addIssue({ code: 'custom', message: KEYS.phone.internationalBlocked });
    }),
});

/** "Remover integração" (decision 083): one of the cards, by its id. */
export const integrationIdParam = z.object({
  id: z.enum(INTEGRATION_IDS, { message: K.integrationUnknown }),
});
