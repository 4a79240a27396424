import {
  CARD_FIELDS,
  type CardField,
  type FieldSource,
  type IntegrationCard,
  type IntegrationId,
  type IntegrationState,
  isPasswordField,
  maskSecret,
  ONE_OF_FIELDS,
  type PlainField,
  type PlainFieldView,
  REQUIRED_FIELDS,
  type Reason,
  type SecretField,
  type SecretFieldView,
} from '@/shared/integrations/cards';
import { DEFAULT_PORTS } from '@/shared/integrations/schemas';
import { isMessageKey, type MessageParams } from '@/shared/messages';
import { type IntegrationEnv, openSecret } from './config';
import { googleEnvFields } from './google-config';
import type { IntegrationRow } from './schema';
import type { SecretBox } from './secret-box';
import { smsEnvFields } from './sms-config';
import { stripeEnvFields } from './stripe-config';

/** The value of each field the environment sets, per card (undefined: not set there). */
type EnvValues = Record<string, string | undefined>;

/** SMTP_URL's parts as the e-mail card shows them (its password only as "set on the server"). */
function smtpUrlParts(smtpUrl: string): EnvValues {
  const url = new URL(smtpUrl);
  const security = url.protocol === 'smtps:' ? 'tls' : 'starttls';
  return {
    host: url.hostname,
    port: url.port || String(DEFAULT_PORTS[security]),
    security,
    user: decodeURIComponent(url.username),
    password: url.password ? 'set' : '',
  };
}

/** MAIL_FROM ("Name <address>" or an address) as the card's two sender fields. */
function mailFromParts(mailFrom: string): EnvValues {
  const match = /^\s*"?([^"<]*?)"?\s*<([^<>\s]+)>\s*$/.exec(mailFrom);
  return match
    ? { fromName: match[1] ?? '', fromAddress: match[2] }
    : { fromName: '', fromAddress: mailFrom };
}

/** The fields each card takes from the environment: a whole SMTP server, the sender, each WhatsApp key. */
export function envFields(env: IntegrationEnv, id: IntegrationId): EnvValues {
  if (id === 'email') {
    return {
      ...(env.SMTP_URL ? smtpUrlParts(env.SMTP_URL) : {}),
      ...(env.MAIL_FROM ? mailFromParts(env.MAIL_FROM) : {}),
    };
  }
  if (id === 'sms') return smsEnvFields(env);
  if (id === 'google_reviews') return googleEnvFields(env);
  if (id === 'stripe') return stripeEnvFields(env);
  // The client id and secret are the screen's alone (decision 090): GOOGLE_SIGN_IN_ISSUER is not a field.
  if (id === 'google_sign_in') return {};
  // The card's address wins over PUBLIC_URL (decision 121): the environment locks nothing here.
  if (id === 'public_address') return {};
  const set = (v: string | undefined) => (v === undefined ? {} : { value: v });
  return Object.fromEntries(
    Object.entries({
      apiUrl: set(env.WHATSAPP_API_URL),
      appKey: set(env.WHATSAPP_APP_KEY),
      authKey: set(env.WHATSAPP_AUTH_KEY),
      adminPhone: set(env.ADMIN_NOTIFY_PHONE),
    }).flatMap(([field, v]) => ('value' in v ? [[field, v.value]] : [])),
  );
}

/** The fields of a card that the environment sets: shown as "set on the server", never saved. */
export const lockedFields = (env: IntegrationEnv, id: IntegrationId): Set<string> =>
  new Set(Object.keys(envFields(env, id)));

/** The provider's last error as stored: its key and parameters, or (older rows) the text alone. */
export function reasonOf(row: Pick<IntegrationRow, 'last_error' | 'last_error_key' | 'last_error_params'>) {
  if (!row.last_error) return null;
  const reason: Reason = isMessageKey(row.last_error_key)
    ? {
        key: row.last_error_key,
        ...(row.last_error_params ? { params: row.last_error_params as MessageParams } : {}),
        message: row.last_error,
      }
    : { key: 'outbox.providerSaid', params: { detail: row.last_error }, message: row.last_error };
  return reason;
}

/**
 * Whether a test or a send went out since the card was last saved (decision 083): only then is it
 * "working". A card saved and never tried is "set up · not tested yet".
 */
function provenSinceSaved(row: IntegrationRow | undefined): boolean {
  if (!row?.last_success_at) return false;
  return !row.updated_by || row.last_success_at.getTime() >= row.updated_at.getTime();
}

/** One card as the Integrações screen shows it: never a secret, only its mask. */
export function cardOf<I extends IntegrationId>(
  id: I,
  env: IntegrationEnv,
  box: SecretBox,
  row: IntegrationRow | undefined,
): IntegrationCard<I> {
  const fromEnv = envFields(env, id);
  const plain = {} as Record<PlainField<I>, PlainFieldView>;
  for (const field of CARD_FIELDS[id].plain as readonly PlainField<I>[]) {
    const envValue = fromEnv[field];
    const value = envValue ?? row?.settings[field] ?? '';
    const source: FieldSource = envValue !== undefined ? 'env' : value ? 'stored' : 'unset';
    plain[field] = { value, source };
  }
  const secret = {} as Record<SecretField<I>, SecretFieldView>;
  for (const field of CARD_FIELDS[id].secret as readonly SecretField<I>[]) {
    if (fromEnv[field] !== undefined) {
      secret[field] = { mask: null, source: 'env', problem: null };
      continue;
    }
    const opened = openSecret(box, row, field);
    secret[field] = {
      mask:
        opened.value === undefined
          ? null
          : maskSecret(opened.value, isPasswordField(id, field) ? 'password' : 'key'),
      source: opened.value !== undefined || opened.problem ? 'stored' : 'unset',
      problem: opened.problem,
    };
  }
  const views: Record<string, PlainFieldView | SecretFieldView> = { ...plain, ...secret };
  const hasValue = (field: string) => {
    const view = views[field];
    if (!view) return false;
    if ('value' in view) return view.value.trim() !== '';
    return view.source === 'env' ? fromEnv[field] !== '' : view.mask !== null;
  };
  // With SMTP_URL the server is whole: its user and password are its business.
  const missing = (REQUIRED_FIELDS[id] as readonly CardField<I>[]).filter((field) => !hasValue(field));
  // One of these is enough (Twilio's sender: a number or a messaging service); none is the first missing.
  const oneOf = (ONE_OF_FIELDS[id] ?? []) as readonly CardField<I>[];
  if (oneOf.length > 0 && !oneOf.some(hasValue)) missing.push(oneOf[0] as CardField<I>);
  // The public address has no provider to try (decision 121): set here or by PUBLIC_URL, it works.
  if (id === 'public_address' && !hasValue('url') && !env.PUBLIC_URL) missing.push('url' as CardField<I>);
  const reenter = Object.values<SecretFieldView>(secret).some((s) => s.problem !== null);
  const failing = Boolean(row?.failing_since);
  const state: IntegrationState = reenter
    ? 'reenter'
    : missing.length > 0
      ? 'not_set_up'
      : failing
        ? 'failing'
        : id === 'public_address' || provenSinceSaved(row)
          ? 'working'
          : 'untested';
  // Built for one id at a time; TypeScript cannot narrow the card's union by a generic id.
  return {
    id,
    state,
    missing,
    plain,
    secret,
    health: {
      lastSuccessAt: row?.last_success_at?.toISOString() ?? null,
      failingSince: row?.failing_since?.toISOString() ?? null,
      lastError: row && failing ? reasonOf(row) : null,
    },
    updatedAt: row?.updated_by ? row.updated_at.toISOString() : null,
  } as unknown as IntegrationCard<I>;
}
