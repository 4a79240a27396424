import { eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db, Executor } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { type ChangeNotices, sharedClear } from '@/server/lib/change-notices';
import {
  CARD_FIELDS,
  INTEGRATION_IDS,
  type IntegrationCard,
  type IntegrationId,
  type Reason,
  type TestResult,
} from '@/shared/integrations/cards';
import type { GoogleReviewsCardValues } from '@/shared/integrations/google-schemas';
import type { GoogleSignInCardValues } from '@/shared/integrations/google-sign-in-schemas';
import type { LinkBase, PublicAddressCardValues } from '@/shared/integrations/public-address-schemas';
import type { EmailCardValues, WhatsAppCardValues } from '@/shared/integrations/schemas';
import type { SmsCardValues } from '@/shared/integrations/sms-schemas';
import { type StripeCardValues, stripeKeyMode } from '@/shared/integrations/stripe-schemas';
import { type MessageKey, type MessageParams, renderMessage } from '@/shared/messages';
import { type AuditActor, recordAudit } from '../audit/public';
import { cardOf, lockedFields } from './cards';
import {
  type EffectiveConfig,
  effectiveConfig,
  type IntegrationEnv,
  type SmtpServer,
  type StoredIntegration,
  type WhatsAppDelivery,
} from './config';
import { fetchPlace } from './google-places';
import { checkGoogleSignIn } from './google-sign-in-check';
import { NO_FAILURE, writeHealth } from './health';
import { linkBaseOf } from './public-address';
import { removeStored } from './remove';
import { resealSecrets } from './reseal';
import { type IntegrationRow, integrations } from './schema';
import type { SecretBox } from './secret-box';
import type { SmsDelivery } from './sms-config';
import { assertSameMode, checkStripe, type StripeAccountCheck } from './stripe-card';

/** How one send through a provider went, for its card's health: out, or why not in words. */
export type ProviderResult = { ok: true } | { ok: false; reason: Omit<Reason, 'message'> };

/**
 * Port (decision 067): the test sends, implemented by messaging (it owns the transports) and wired
 * in services.ts. Each call is bounded by `timeoutMs` and answers a result, never throws.
 */
export type IntegrationTester = {
  email(config: { server: SmtpServer; from: string }, to: string, timeoutMs: number): Promise<ProviderResult>;
  whatsapp(config: WhatsAppDelivery, phone: string, timeoutMs: number): Promise<ProviderResult>;
  sms(config: SmsDelivery, phone: string, timeoutMs: number): Promise<ProviderResult>;
};

/** A test waits this long for the provider, then says "timed out after N s" (never hangs the screen). */
export const TEST_TIMEOUT_MS = 10_000;
/** The safety net in case a provider call ignores its own bound. */
const TEST_MARGIN_MS = 2_000;
/** Without a notice (one lost between instances), a cached configuration lasts this long. */
export const CONFIG_CACHE_MS = 60_000;
/** A channel's unchanged health is written at most this often per instance. */
const HEALTH_WRITE_EVERY_MS = 60_000;

/** The audit log's word for a secret that changed (decision 076): never the secret itself. */
export const KEY_REPLACED = renderMessage('integrations.keyReplaced');

const reasonWithText = (key: MessageKey, params?: MessageParams): Reason => ({
  key,
  ...(params ? { params } : {}),
  message: renderMessage(key, params),
});

export type IntegrationsService = ReturnType<typeof createIntegrations>;

/**
 * The integrations (issue 35, decision 076): the cards staff read and save, the configuration the
 * transports send with, and each provider's health. The configuration is cached in the process and
 * cleared on every instance after a save (change notices, decision 048).
 */
export function createIntegrations(deps: {
  db: Db;
  env: IntegrationEnv;
  box: SecretBox;
  notices?: ChangeNotices | undefined;
  tester?: IntegrationTester;
  /** "Verificar conexão" of the Stripe card (decision 082): payments asks Stripe for the account. */
  stripeCheck?: StripeAccountCheck;
  logger?: Logger;
  now?: () => Date;
  /** How long a test waits for the provider (TEST_TIMEOUT_MS unless a test needs it short). */
  testTimeoutMs?: number;
}) {
  const { db, env, box } = deps;
  const testTimeoutMs = deps.testTimeoutMs ?? TEST_TIMEOUT_MS;
  const now = deps.now ?? (() => new Date());
  let cached: { config: EffectiveConfig; until: number } | null = null;
  let loading: Promise<EffectiveConfig> | null = null;
  let generation = 0;
  // What this instance last wrote of each channel's health, so a busy channel does not write the
  // same news at every message: a change of state always, the same state once a minute. A save
  // forgets it, so the first send after it is written ("working" again, decision 083).
  const lastWritten = new Map<string, { state: string; at: number }>();
  /** This instance's configuration is read again at its next use. */
  const forgetConfig = () => {
    generation++;
    cached = null;
    loading = null;
  };
  const clear = sharedClear(deps.notices, 'integrations', () => {
    forgetConfig();
    lastWritten.clear();
  });

  async function readRows(ex: Executor): Promise<Map<string, IntegrationRow>> {
    const rows = await ex.select().from(integrations);
    return new Map(rows.map((row) => [row.id, row]));
  }

  /**
   * The configuration in force. Through `ex` (a caller's transaction) it is read fresh: on PGlite
   * a read outside the open transaction would wait for it to end. Otherwise from the cache.
   */
  async function config(ex?: Executor): Promise<EffectiveConfig> {
    if (ex) return effectiveConfig(env, box, await readRows(ex));
    if (cached && cached.until > Date.now()) return cached.config;
    if (loading) return loading;
    const started = generation;
    const load = readRows(db).then((rows) => {
      const value = effectiveConfig(env, box, rows);
      // A save that cleared the cache while this was loading makes the value stale: not kept.
      if (started === generation) cached = { config: value, until: Date.now() + CONFIG_CACHE_MS };
      return value;
    });
    loading = load;
    try {
      return await load;
    } finally {
      if (loading === load) loading = null;
    }
  }

  async function cards(): Promise<IntegrationCard[]> {
    // During a rotation (decision 083) the screen's read seals the previous key's values again.
    if (box.previousKeyIds.length > 0) await resealSecrets(db, box);
    const rows = await readRows(db);
    return INTEGRATION_IDS.map((id) => cardOf(id, env, box, rows.get(id)));
  }

  /**
   * Saves one card in one transaction with its audit entry: the plain fields as given, each secret
   * typed replaces the stored one (blank keeps it), fields the environment sets are left alone.
   * The audit entry names the changed fields; a secret reads "chave substituída".
   */
  async function save(
    actor: AuditActor,
    id: IntegrationId,
    values: Record<string, string | number>,
  ): Promise<IntegrationCard> {
    const locked = lockedFields(env, id);
    const { plain, secret } = CARD_FIELDS[id];
    const editable = [...plain, ...secret].filter((field) => !locked.has(field));
    if (editable.length === 0) throw new AppError('conflict', 'integrations.nothingToSave');
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(integrations).where(eq(integrations.id, id)).for('update');
      const settings: Record<string, string> = { ...(row?.settings ?? {}) };
      const secrets: Record<string, string> = { ...(row?.secrets ?? {}) };
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      for (const field of plain as readonly string[]) {
        if (locked.has(field) || values[field] === undefined) continue;
        const value = String(values[field]).trim();
        if ((settings[field] ?? '') === value) continue;
        before[field] = settings[field] || null;
        after[field] = value || null;
        settings[field] = value;
      }
      for (const field of secret as readonly string[]) {
        const value = values[field];
        if (locked.has(field) || typeof value !== 'string' || value === '') continue;
        before[field] = secrets[field] ? KEY_REPLACED : null;
        after[field] = KEY_REPLACED;
        secrets[field] = box.seal(value, `${id}.${field}`);
      }
      if (Object.keys(after).length === 0) return;
      await tx
        .insert(integrations)
        .values({ id, settings, secrets, updated_by: actor.userId })
        .onConflictDoUpdate({
          target: integrations.id,
          // A failure seen with the settings before says nothing of these (decision 109): the card
          // is no longer "Com falha" and, for Stripe, the checkout offers the card again.
          set: {
            settings,
            secrets,
            updated_by: actor.userId,
            updated_at: sql`now()`,
            ...NO_FAILURE,
          },
        });
      await recordAudit(tx, {
        actor,
        action: 'integration.update',
        entityType: 'integration',
        entityId: id,
        before,
        after,
      });
    });
    clear();
    const rows = await readRows(db);
    return cardOf(id, env, box, rows.get(id));
  }

  /** Records a send's or a test's result on its card: success clears the failure, a failure starts one. */
  async function recordHealth(id: IntegrationId, result: ProviderResult): Promise<void> {
    const at = now();
    const state = result.ok ? 'ok' : result.reason.key;
    const previous = lastWritten.get(id);
    if (previous?.state === state && at.getTime() - previous.at < HEALTH_WRITE_EVERY_MS) return;
    lastWritten.set(id, { state, at: at.getTime() });
    // A change of state changes what the configuration says (Stripe's refused keys, decision 109):
    // read again here once written, on the other instances when their copy expires (CONFIG_CACHE_MS).
    const changed = previous?.state !== state;
    await writeHealth(db, id, result, at);
    if (changed) forgetConfig();
  }

  /** Runs a test within its bound; a provider that never answers is "timed out after N s". */
  async function bounded(id: IntegrationId, run: () => Promise<ProviderResult>): Promise<TestResult> {
    let timer: NodeJS.Timeout | undefined;
    const seconds = Math.max(1, Math.round(testTimeoutMs / 1000));
    const timedOut = new Promise<ProviderResult>((done) => {
      timer = setTimeout(
        () => done({ ok: false, reason: { key: 'integrations.testTimedOut', params: { seconds } } }),
        testTimeoutMs + Math.min(TEST_MARGIN_MS, testTimeoutMs / 2),
      );
    });
    const result = await Promise.race([
      run().catch((): ProviderResult => ({ ok: false, reason: { key: 'outbox.unknownSendError' } })),
      timedOut,
    ]).finally(() => clearTimeout(timer));
    await recordHealth(id, result).catch((error: unknown) =>
      deps.logger?.warn({ err: error, integration: id }, 'integrations: could not record a test result'),
    );
    return result.ok
      ? { ok: true, message: renderMessage('integrations.testSent') }
      : { ok: false, reason: reasonWithText(result.reason.key, result.reason.params) };
  }

  function tester(): IntegrationTester {
    if (!deps.tester) throw new Error('integrations: no tester wired (services.ts)');
    return deps.tester;
  }

  /**
   * The admin notice phone in force (a registration, an order): ADMIN_NOTIFY_PHONE, else the
   * WhatsApp card's — from the cached configuration while it holds (a save clears it on every
   * instance), else one small read through the caller's transaction (on the embedded database a
   * read beside it would wait for it to end).
   */
  async function adminNotifyPhone(ex: Executor): Promise<string | undefined> {
    if (env.ADMIN_NOTIFY_PHONE) return env.ADMIN_NOTIFY_PHONE;
    if (cached && cached.until > Date.now()) return cached.config.adminNotifyPhone?.trim() || undefined;
    const [row] = await ex
      .select({ settings: integrations.settings })
      .from(integrations)
      .where(eq(integrations.id, 'whatsapp'));
    return row?.settings.adminPhone?.trim() || undefined;
  }

  /**
   * The address links in messages are built on (decision 121), like the notice phone: from the
   * cached configuration while it holds, else one small read through the caller's transaction.
   */
  async function linkBase(ex?: Executor): Promise<LinkBase> {
    if (cached && cached.until > Date.now()) return cached.config.linkBase;
    const [row] = await (ex ?? db)
      .select({ id: integrations.id, settings: integrations.settings, secrets: integrations.secrets })
      .from(integrations)
      .where(eq(integrations.id, 'public_address'));
    return linkBaseOf(env, row);
  }

  return {
    config,
    cards,
    adminNotifyPhone,
    linkBase,
    /** The shop's public address (decision 121): blank clears it. */
    savePublicAddress: (actor: AuditActor, values: PublicAddressCardValues) =>
      save(actor, 'public_address', values),
    saveEmail: (actor: AuditActor, values: EmailCardValues) => save(actor, 'email', values),
    saveWhatsApp: (actor: AuditActor, values: WhatsAppCardValues) => save(actor, 'whatsapp', values),
    saveSms: (actor: AuditActor, values: SmsCardValues) =>
      save(actor, 'sms', values as Record<string, string | number>),
    /** The Stripe card (decision 082): a publishable key of the other mode than the secret is refused. */
    async saveStripe(actor: AuditActor, values: StripeCardValues) {
      assertSameMode(values, await config(db));
      return save(actor, 'stripe', values as Record<string, string>);
    },
    /** Test or live, from the secret key in force's prefix (the card shows it; never the key). */
    stripeMode: async () => stripeKeyMode((await config(db)).stripe.keys?.secretKey),
    /** "Verificar conexão": the account the saved keys belong to (name and country), bounded. */
    async checkStripe() {
      return checkStripe({
        config: await config(db),
        check: deps.stripeCheck,
        timeoutMs: testTimeoutMs,
        recordHealth: (result) => recordHealth('stripe', result),
      });
    },
    recordHealth,

    /** "Enviar e-mail de teste" with the saved configuration, to the address the owner typed. */
    async testEmail(to: string): Promise<TestResult> {
      const { email } = await config(db);
      if (email.unreadable) return { ok: false, reason: reasonWithText('integrations.otherKey') };
      if (!email.server || !email.from) throw new AppError('conflict', 'integrations.notSetUp');
      const { server, from } = email;
      return bounded('email', () => tester().email({ server, from }, to, testTimeoutMs));
    },

    /** "Enviar mensagem de teste" with the saved configuration, to a Brazilian number (SPEC §5.5). */
    async testWhatsApp(phone: string): Promise<TestResult> {
      const { whatsapp } = await config(db);
      if (whatsapp.unreadable) return { ok: false, reason: reasonWithText('integrations.otherKey') };
      if (!whatsapp.delivery) throw new AppError('conflict', 'integrations.notSetUp');
      const delivery = whatsapp.delivery;
      return bounded('whatsapp', () => tester().whatsapp(delivery, phone, testTimeoutMs));
    },

    /** "Enviar SMS de teste" with the saved configuration, to a +1 number (decision 077). */
    async testSms(phone: string): Promise<TestResult> {
      const { sms } = await config(db);
      if (sms.unreadable) return { ok: false, reason: reasonWithText('integrations.otherKey') };
      if (!sms.delivery) throw new AppError('conflict', 'integrations.notSetUp');
      const delivery = sms.delivery;
      return bounded('sms', () => tester().sms(delivery, phone, testTimeoutMs));
    },

    /**
     * "Remover integração" (decision 083): what the screen stored is forgotten on every instance;
     * the environment's values stay in force. Answers the card as it is now.
     */
    async remove(actor: AuditActor, id: IntegrationId): Promise<IntegrationCard> {
      await removeStored(db, actor, id);
      clear();
      return cardOf(id, env, box, undefined);
    },

    saveGoogleReviews: (actor: AuditActor, values: GoogleReviewsCardValues) =>
      save(actor, 'google_reviews', values),

    /**
     * "Verificar conexão" of the Google reviews card (decision 083): asks the Places API for the
     * saved place and answers its name, rating and count in words.
     */
    async testGoogleReviews(): Promise<TestResult> {
      const { googleReviews } = await config(db);
      if (googleReviews.unreadable) return { ok: false, reason: reasonWithText('integrations.otherKey') };
      const access = googleReviews.access;
      if (!access) throw new AppError('conflict', 'integrations.notSetUp');
      let found = '';
      const result = await bounded('google_reviews', async () => {
        const answer = await fetchPlace(access, testTimeoutMs);
        if (!answer.ok) return answer;
        const { name, rating, count } = answer.place;
        found = renderMessage('googleReviews.placeFound', { name, rating: rating ?? '–', count });
        return { ok: true };
      });
      return result.ok ? { ok: true, message: found } : result;
    },

    /** The "Entrar com Google" card (decision 090): the OpenID Connect client id and secret. */
    saveGoogleSignIn: (actor: AuditActor, values: GoogleSignInCardValues) =>
      save(actor, 'google_sign_in', values),

    /**
     * "Testar" on the Google sign-in card (decision 102): discovery, issuer, endpoints and the
     * client id, bounded; the card then says "Conectado" or the reason.
     */
    async testGoogleSignIn(): Promise<TestResult> {
      const { googleSignIn } = await config(db);
      if (googleSignIn.unreadable) return { ok: false, reason: reasonWithText('integrations.otherKey') };
      const client = googleSignIn.client;
      if (!client) throw new AppError('conflict', 'integrations.notSetUp');
      const result = await bounded('google_sign_in', () => checkGoogleSignIn(client, testTimeoutMs));
      return result.ok ? { ok: true, message: renderMessage('integrations.googleSignInChecked') } : result;
    },

    /** Clears the cached configuration here and on every other instance. */
    invalidate: () => clear(),
  };
}

export type { StoredIntegration };
