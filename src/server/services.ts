import type { Logger } from 'pino';
import type { Database, Executor } from './db/client';
import { type Env, resolveAuthSecret } from './env';
import { createRateLimits } from './http/rate-limit';
import type { ChangeNotices } from './lib/change-notices';
import { connectRedis } from './lib/redis';
import { createLogger } from './logger';
import {
  accountsRecordNames,
  auditActorNames,
  createAccountsService,
  shopBaseUrl,
} from './modules/accounts/public';
import { createAuditViewer } from './modules/audit/public';
import { createCampaignsService } from './modules/campaigns/public';
import { cartCatalogueUsage, createCartService } from './modules/cart/public';
import {
  catalogueRecordNames,
  createCatalogueBulkService,
  createCatalogueService,
} from './modules/catalogue/public';
import { createContactService } from './modules/contact/public';
import { createCouponSendingService } from './modules/coupon-sending/public';
import { couponsRecordNames, createCouponsStaffService } from './modules/coupons/public';
import { createIntegrations, secretBoxFor } from './modules/integrations/public';
import { createLiveService } from './modules/live/public';
import { createServerErrorLog } from './modules/logs/public';
import { createMediaService, storageFromConfig } from './modules/media/public';
import {
  createConfiguredTransports,
  createIntegrationTester,
  createMessageDesk,
  createMessagingService,
  smsOptOutsOf,
  smsWebhookRoutes,
  type Transports,
  withSealedLinks,
} from './modules/messaging/public';
import {
  campaignOrderFacts,
  couponUsage,
  createCheckoutTurns,
  createOrdersService,
  customerOrders,
  orderCatalogueUsage,
  ordersRecordNames,
} from './modules/orders/public';
import { checkStripeAccount, createPaymentsService, type StripeSettings } from './modules/payments/public';
import { createPrivacyService } from './modules/privacy/public';
import { createReportsService } from './modules/reports/public';
import { createSettingsService, createStaffSettings } from './modules/settings/public';
import { createStoresService, storesRecordNames } from './modules/stores/public';
import { createTaxService } from './modules/tax/public';
import { picturesInUse } from './picture-references';

/**
 * Every module's service, built once per process from the database and the configuration.
 * `notices` carries cache clears to the other instances (decision 048; PostgreSQL only).
 */
export function createServices(
  database: Database,
  env: Env,
  options: {
    transports?: Transports;
    notices?: ChangeNotices;
    logger?: Logger;
    /** PAYMENTS=demo (decision 082): the in-process stand-in for Stripe that main.ts started. */
    demoStripe?: StripeSettings;
  } = {},
) {
  const { notices } = options;
  const logger = options.logger ?? createLogger(env.LOG_LEVEL, env.LOG_FORMAT);
  // One Redis connection for the rate limits and the session revocations; its loss is logged and
  // makes /api/health "degraded" (decision 073).
  const redis = env.REDIS_URL ? connectRedis(env.REDIS_URL, logger.child({ module: 'redis' })) : null;
  const settings = createSettingsService(database.db, { notices });
  // The providers as the owner set them up (Integrações) under the environment's, their secrets
  // sealed with SECRETS_KEY or a key derived from the auth secret (decision 076). The test sends
  // go through messaging's transports (the IntegrationTester port).
  const box = secretBoxFor(env);
  const integrations = createIntegrations({
    db: database.db,
    env,
    box,
    notices,
    tester: createIntegrationTester({
      db: database.db,
      isProduction: env.isProduction,
      logger: logger.child({ module: 'integrations' }),
    }),
    // "Verificar conexão" asks Stripe through the SDK the payments module owns (decision 082).
    stripeCheck: checkStripeAccount,
    logger: logger.child({ module: 'integrations' }),
  });
  // Every send asks the configuration in force, so a saved card reaches the next message.
  // A waiting e-mail's single-use links are sealed with the same box and opened only here, at
  // send time (decision 074), whichever transports deliver.
  const transports = withSealedLinks(
    options.transports ??
      createConfiguredTransports({
        config: () => integrations.config(),
        isProduction: env.isProduction,
        logger: logger.child({ module: 'outbox' }),
        health: (channel, result) => integrations.recordHealth(channel, result),
        optOuts: smsOptOutsOf(database.db),
      }),
    box,
  );
  // Every link in a message (decision 121): the Integrações card's address, else PUBLIC_URL, read
  // through the caller's transaction when one is open.
  const linkBase = async (ex?: Executor) => (await integrations.linkBase(ex)).url;
  const messaging = createMessagingService({
    db: database.db,
    env,
    shopUrl: linkBase,
    linkBox: box,
    adminNotifyPhone: (ex) => integrations.adminNotifyPhone(ex),
  });
  // Carts and orders hold catalogue items: the catalogue asks them before removing one.
  const catalogueUsage = [cartCatalogueUsage, orderCatalogueUsage];
  const catalogue = createCatalogueService(database.db, {
    notices,
    usage: catalogueUsage,
    // Google reviews into the testimonials (decision 083): the card's key and place, and its health.
    googlePlace: {
      access: async () => (await integrations.config()).googleReviews.access,
      record: (result) => integrations.recordHealth('google_reviews', result),
    },
  });
  const accounts = createAccountsService({
    db: database.db,
    env,
    settings,
    messaging,
    notices,
    redis,
    customerOrders,
    // "Entrar com Google" (decision 090): the Integrações card's client, read at each sign-in step.
    googleClient: async () => (await integrations.config()).googleSignIn.client,
    linkBase,
  });
  // Card payments (issue 36, decisions 078, 082): Stripe's keys from the environment, else the
  // Integrações card (read at each use, so a save applies without a restart); none, no card.
  // PAYMENTS=demo points them at the in-process stand-in main.ts started.
  const cart = createCartService({ db: database.db, logLevel: env.LOG_LEVEL });
  const { demoStripe } = options;
  // The live desk (issue 40, decision 088): this instance's streams, rung through the notices.
  const live = createLiveService({ database, notices });
  const payments = createPaymentsService({
    db: database.db,
    stripe: async (ex) => demoStripe ?? (await integrations.config(ex)).stripe.keys,
    keysRefused: async (ex) => !demoStripe && (await integrations.config(ex)).stripe.refused,
    logger: logger.child({ module: 'payments' }),
  });
  return {
    redis,
    /** Checkouts take turns (decision 130); the outbox worker waits while they run (decision 131). */
    checkoutTurns: createCheckoutTurns(database.kind),
    settings,
    // Both manual methods may be off only while card payment is offered (decision 082).
    staffSettings: createStaffSettings(database.db, settings, {
      cardOffered: (ex) => payments.cardAvailable(ex),
    }),
    integrations,
    /** The outbox's transports (the worker's and the coupon sends'), reading the integrations. */
    transports,
    accounts,
    privacy: createPrivacyService({ db: database.db, logger, accounts }),
    rateLimits: createRateLimits({ redis: redis?.client }),
    contact: createContactService(database.db, settings, live.publisher),
    live,
    catalogue,
    catalogueBulk: createCatalogueBulkService(database.db, catalogue.invalidate, catalogueUsage),
    cart,
    messaging,
    /** The shop's public address for links in messages (decision 121): staff notices, summaries. */
    linkBase,
    /** Production: the start warns when links have no address but this machine's (decision 121). */
    production: env.isProduction,
    messageDesk: createMessageDesk(database.db, () => integrations.config()),
    /** Twilio's inbound webhook: STOP and START (decision 077). */
    smsWebhook: smsWebhookRoutes({
      db: database.db,
      config: () => integrations.config(),
      publicUrl: env.PUBLIC_URL,
    }),
    media: createMediaService({
      db: database.db,
      storage: storageFromConfig(env.pictureStorage),
      logger: logger.child({ module: 'media' }),
      picturesInUse: () => picturesInUse(database.db),
    }),
    stores: createStoresService(database.db, undefined, notices),
    tax: createTaxService(database.db),
    coupons: createCouponsStaffService(database.db, couponUsage),
    // Pre-order campaigns (issue 41): the orders behind a production list through the orders' port.
    campaigns: createCampaignsService({ db: database.db, orderFacts: campaignOrderFacts }),
    // Coupon sending delivers through the outbox's own transports, at once (decision 044).
    couponSending: createCouponSendingService({
      db: database.db,
      transports,
      logger: logger.child({ module: 'coupon-sending' }),
    }),
    reports: createReportsService(database.db),
    serverErrors: createServerErrorLog(database.db),
    payments,
    orders: createOrdersService({
      db: database.db,
      messaging,
      addToCart: (userId, input) => cart.addItem({ sessionId: null, userId }, input),
      payments,
      shopUrl: shopBaseUrl(env),
      linkBase,
      logLevel: env.LOG_LEVEL,
      onStockChanged: catalogue.invalidate,
      live: live.publisher,
      // Guest checkout (decision 096): signed links keyed by the auth secret; claimed accounts by accounts.
      guest: { secret: resolveAuthSecret(env), createClaimedAccount: accounts.createClaimedAccount },
    }),
    // The audit viewer names records and people through their owners' reads: audit imports no module.
    audit: createAuditViewer(database.db, {
      records: {
        ...catalogueRecordNames,
        ...storesRecordNames,
        ...couponsRecordNames,
        ...accountsRecordNames,
        ...ordersRecordNames,
      },
      actors: auditActorNames,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
