import type { Env } from '@/server/env';
import type { LinkBase } from '@/shared/integrations/public-address-schemas';
import { DEFAULT_PORTS, EMAIL_SECURITY, type EmailSecurity } from '@/shared/integrations/schemas';
import { type GoogleEnv, type GooglePlaceAccess, googleReviewsConfig } from './google-config';
import { type GoogleSignInClient, type GoogleSignInEnv, googleSignInConfig } from './google-sign-in-config';
import { linkBaseOf, type PublicAddressEnv } from './public-address';
import type { IntegrationRow } from './schema';
import type { OpenProblem, SecretBox } from './secret-box';
import { type SmsDelivery, type SmsEnv, smsConfig } from './sms-config';
import { type StripeCardEnv, type StripeKeys, stripeConfig } from './stripe-config';

/** The environment variables the integrations read; each one set wins over the screen. */
export type IntegrationEnv = Pick<
  Env,
  | 'SMTP_URL'
  | 'MAIL_FROM'
  | 'WHATSAPP_API_URL'
  | 'WHATSAPP_APP_KEY'
  | 'WHATSAPP_AUTH_KEY'
  | 'ADMIN_NOTIFY_PHONE'
  | 'isProduction'
> &
  SmsEnv &
  GoogleEnv &
  GoogleSignInEnv &
  StripeCardEnv &
  PublicAddressEnv;

/** An SMTP server: SMTP_URL as it is (nodemailer reads it), or the card's fields. */
export type SmtpServer =
  | { kind: 'url'; url: string }
  | {
      kind: 'fields';
      host: string;
      port: number;
      security: EmailSecurity;
      user: string | undefined;
      password: string | undefined;
    };

export type WhatsAppDelivery = { url: string; appKey: string; authKey: string };

/**
 * What the messages go out with now (decision 076): for each field the environment first, then
 * what the owner saved. `unreadable`: a stored secret the channel needs did not open (written
 * under another key, or changed) — the channel waits as not configured and says why.
 */
export type EffectiveConfig = {
  email: { server: SmtpServer | null; from: string | undefined; unreadable: boolean };
  whatsapp: { delivery: WhatsAppDelivery | null; unreadable: boolean };
  /** Twilio (decision 077). */
  sms: { delivery: SmsDelivery | null; unreadable: boolean };
  /** Google reviews (decision 083): the Places API key and the shop's place. */
  googleReviews: { access: GooglePlaceAccess | null; unreadable: boolean };
  /** "Entrar com Google" (decision 090): null client, no button. */
  googleSignIn: { client: GoogleSignInClient | null; unreadable: boolean };
  /** Card payments (decision 082): null keys, no card at checkout. */
  stripe: { keys: StripeKeys | null; unreadable: boolean; refused: boolean };
  /** The phone told of new customers and of new orders of a store without its own notice number. */
  adminNotifyPhone: string | undefined;
  /** The address links in messages are built on (decision 121). */
  linkBase: LinkBase;
};

export type StoredIntegration = Pick<IntegrationRow, 'id' | 'settings' | 'secrets'> &
  Partial<Pick<IntegrationRow, 'failing_since' | 'last_error_key'>>;

/** A stored secret opened: its value, nothing when none is stored, or why it did not open. */
export type OpenedSecret = { value: string | undefined; problem: OpenProblem | null };

export function openSecret(box: SecretBox, row: StoredIntegration | undefined, field: string): OpenedSecret {
  const sealed = row?.secrets[field];
  if (!sealed || !row) return { value: undefined, problem: null };
  const opened = box.open(sealed, `${row.id}.${field}`);
  return opened.ok ? { value: opened.value, problem: null } : { value: undefined, problem: opened.problem };
}

const stored = (row: StoredIntegration | undefined, field: string) =>
  row?.settings[field]?.trim() || undefined;

const isSecurity = (v: string | undefined): v is EmailSecurity =>
  (EMAIL_SECURITY as readonly string[]).includes(v ?? '');

/** "Name <address>" from the card (the schema keeps quotes and brackets out of the name). */
export function senderOf(name: string | undefined, address: string | undefined): string | undefined {
  if (!address) return undefined;
  return name ? `"${name}" <${address}>` : address;
}

function emailConfig(env: IntegrationEnv, box: SecretBox, row: StoredIntegration | undefined) {
  const from = env.MAIL_FROM ?? senderOf(stored(row, 'fromName'), stored(row, 'fromAddress'));
  if (env.SMTP_URL) return { server: { kind: 'url', url: env.SMTP_URL } as const, from, unreadable: false };
  const host = stored(row, 'host');
  if (!host) return { server: null, from, unreadable: false };
  const security = stored(row, 'security');
  const port = Number(stored(row, 'port'));
  const user = stored(row, 'user');
  const password = openSecret(box, row, 'password');
  // A user whose password no longer opens would only be refused by the server: say why instead.
  if (user && password.problem) return { server: null, from, unreadable: true };
  const mode = isSecurity(security) ? security : 'starttls';
  return {
    server: {
      kind: 'fields',
      host,
      port: Number.isInteger(port) && port > 0 ? port : DEFAULT_PORTS[mode],
      security: mode,
      user,
      password: password.value,
    } as const,
    from,
    unreadable: false,
  };
}

function whatsAppConfig(env: IntegrationEnv, box: SecretBox, row: StoredIntegration | undefined) {
  const key = (envValue: string | undefined, field: string) =>
    envValue ? { value: envValue, problem: null } : openSecret(box, row, field);
  const url = env.WHATSAPP_API_URL ?? stored(row, 'apiUrl');
  const appKey = key(env.WHATSAPP_APP_KEY, 'appKey');
  const authKey = key(env.WHATSAPP_AUTH_KEY, 'authKey');
  const unreadable = Boolean(appKey.problem || authKey.problem);
  return {
    delivery:
      url && appKey.value && authKey.value ? { url, appKey: appKey.value, authKey: authKey.value } : null,
    unreadable,
  };
}

/** The configuration in force, from the environment and the stored rows (by id). */
export function effectiveConfig(
  env: IntegrationEnv,
  box: SecretBox,
  rows: ReadonlyMap<string, StoredIntegration>,
): EffectiveConfig {
  return {
    email: emailConfig(env, box, rows.get('email')),
    whatsapp: whatsAppConfig(env, box, rows.get('whatsapp')),
    sms: smsConfig(env, rows.get('sms'), (field) => openSecret(box, rows.get('sms'), field)),
    googleReviews: googleReviewsConfig(env, rows.get('google_reviews'), (field) =>
      openSecret(box, rows.get('google_reviews'), field),
    ),
    googleSignIn: googleSignInConfig(env, rows.get('google_sign_in'), (field) =>
      openSecret(box, rows.get('google_sign_in'), field),
    ),
    stripe: stripeConfig(env, rows.get('stripe'), (field) => openSecret(box, rows.get('stripe'), field)),
    adminNotifyPhone: env.ADMIN_NOTIFY_PHONE ?? stored(rows.get('whatsapp'), 'adminPhone'),
    linkBase: linkBaseOf(env, rows.get('public_address')),
  };
}

/** The environment alone (no stored rows): what `transportsFromEnv` and the worker tests send with. */
export function envOnlyConfig(env: IntegrationEnv): EffectiveConfig {
  const none = { keyId: '', seal: () => '', open: () => ({ ok: false, problem: 'unreadable' }) } as const;
  return effectiveConfig(env, none as unknown as SecretBox, new Map());
}
