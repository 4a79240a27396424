import type { MessageKey, MessageParams } from '../messages';

/**
 * The integrations the Integrações screen shows, one card each (decision 076). SMS, Stripe and
 * Google reviews join this list with their own card, fields and schema.
 */
export const INTEGRATION_IDS = [
  'email',
  'whatsapp',
  'sms',
  'stripe',
  'google_reviews',
  'google_sign_in',
  // The shop's public address (decision 121): no provider, the address links in messages use.
  'public_address',
] as const;
export type IntegrationId = (typeof INTEGRATION_IDS)[number];

/**
 * Each card's fields: plain ones are stored as text and shown; secret ones are sealed at rest
 * (AES-256-GCM) and never leave the server — a card shows only their mask.
 */
export const CARD_FIELDS = {
  email: {
    plain: ['host', 'port', 'security', 'user', 'fromName', 'fromAddress'],
    secret: ['password'],
  },
  whatsapp: { plain: ['apiUrl', 'adminPhone'], secret: ['appKey', 'authKey'] },
  // Twilio (decision 077): the sender is a number or a messaging service, one of the two.
  sms: { plain: ['accountSid', 'from', 'messagingServiceSid'], secret: ['authToken'] },
  // Card payments (decision 082): the publishable key is not secret; the other two are sealed.
  stripe: { plain: ['publishableKey'], secret: ['secretKey', 'webhookSecret'] },
  // Google reviews (decision 083): the Places API key and the shop's place.
  google_reviews: { plain: ['placeId'], secret: ['apiKey'] },
  // "Entrar com Google" (decision 090): the OpenID Connect client of the shop's Google project.
  google_sign_in: { plain: ['clientId'], secret: ['clientSecret'] },
  public_address: { plain: ['url'], secret: [] },
} as const satisfies Record<IntegrationId, { plain: readonly string[]; secret: readonly string[] }>;

export type PlainField<I extends IntegrationId> = (typeof CARD_FIELDS)[I]['plain'][number];
export type SecretField<I extends IntegrationId> = (typeof CARD_FIELDS)[I]['secret'][number];
export type CardField<I extends IntegrationId> = PlainField<I> | SecretField<I>;

/** The fields a card needs before it can send (a user and password are optional for SMTP). */
export const REQUIRED_FIELDS = {
  email: ['host', 'fromAddress'],
  whatsapp: ['apiUrl', 'appKey', 'authKey'],
  sms: ['accountSid', 'authToken'],
  stripe: ['secretKey'],
  google_reviews: ['placeId', 'apiKey'],
  google_sign_in: ['clientId', 'clientSecret'],
  // PUBLIC_URL may stand in for it: the server says whether links have an address (decision 121).
  public_address: [],
} as const satisfies { [I in IntegrationId]: readonly CardField<I>[] };

/** Fields of which a card needs one (Twilio sends from a number or a messaging service). */
export const ONE_OF_FIELDS: { [I in IntegrationId]?: readonly CardField<I>[] } = {
  sms: ['from', 'messagingServiceSid'],
};

/** Where a field's value in force comes from: the server's environment wins over the screen. */
export type FieldSource = 'env' | 'stored' | 'unset';

export type PlainFieldView = { value: string; source: FieldSource };

/**
 * A secret as a card shows it: its mask ("•••• 4f2a") when stored, nothing when set on the server;
 * `problem` when the stored value no longer opens — written under another key (a backup restored
 * elsewhere) or changed.
 */
export type SecretFieldView = {
  mask: string | null;
  source: FieldSource;
  problem: 'other_key' | 'unreadable' | null;
};

/** A reason in words: a message key and its parameters, with the Portuguese text (decision 023). */
export type Reason = { key: MessageKey; params?: MessageParams; message: string };

/**
 * not_set_up: something it needs is missing; reenter: a stored secret no longer opens; failing:
 * its latest send or test did not go out; untested: set up, but nothing went out through it since
 * it was last saved (decision 083); working: a test or a send went out since then.
 */
export type IntegrationState = 'not_set_up' | 'reenter' | 'failing' | 'untested' | 'working';

export type IntegrationHealth = {
  lastSuccessAt: string | null;
  failingSince: string | null;
  lastError: Reason | null;
};

/** One card; without its id, any of them (a union by id). */
export type IntegrationCard<I extends IntegrationId = IntegrationId> = I extends IntegrationId
  ? CardOf<I>
  : never;

type CardOf<I extends IntegrationId> = {
  id: I;
  state: IntegrationState;
  /** Required fields with no value in force. */
  missing: CardField<I>[];
  plain: Record<PlainField<I>, PlainFieldView>;
  secret: Record<SecretField<I>, SecretFieldView>;
  health: IntegrationHealth;
  updatedAt: string | null;
};

/** What a test send answers: sent, or why not in words. */
export type TestResult = { ok: true; message: string } | { ok: false; reason: Reason };

/**
 * Secret fields that are passwords (decision 083): the SMTP password, and Twilio's Auth Token (the
 * password of its Basic auth). They show no character at all; keys show their last four.
 */
export const PASSWORD_FIELDS: { [I in IntegrationId]?: readonly SecretField<I>[] } = {
  email: ['password'],
  sms: ['authToken'],
  // An OAuth client secret is the client's password (decision 090).
  google_sign_in: ['clientSecret'],
};

export const isPasswordField = (id: IntegrationId, field: string): boolean =>
  ((PASSWORD_FIELDS[id] ?? []) as readonly string[]).includes(field);

const BULLETS = '••••';
/** A stored password as a card shows it: the same eight dots whatever its length. */
export const PASSWORD_MASK = '••••••••';

/**
 * A stored secret as a card shows it. A key: "•••• 4f2a", its last four characters, so the owner
 * can tell which key is in place; a value under 8 characters shows none of them. A password:
 * "••••••••", never any of its characters.
 */
export function maskSecret(value: string, kind: 'key' | 'password' = 'key'): string {
  if (kind === 'password') return PASSWORD_MASK;
  return value.length >= 8 ? `${BULLETS} ${value.slice(-4)}` : BULLETS;
}
