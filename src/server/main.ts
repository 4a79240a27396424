import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { STRIPE_WEBHOOK_EVENTS } from '@/shared/payments/webhook-events';
import { createApp } from './app';
import { startControlChannel } from './control-channel';
import { controlCommands } from './control-commands';
import type { Database } from './db/client';
import { findUp } from './db/find-up';
import { startEmbeddedMaintenance } from './db/maintenance';
import { openConfiguredDatabase } from './db/open';
import { seedDatabase } from './db/seed/index';
import { EnvError, loadEnv } from './env';
import type { CreatePageRenderer } from './http/pages';
import { postgresNotices } from './lib/change-notices';
import { createLogger } from './logger';
import { purgeSpentLinks } from './modules/accounts/public';
import { startCartCleanup } from './modules/cart/public';
import { startLowStockSummary, startReviewsRefresh } from './modules/catalogue/public';
import { startPictureCleanup } from './modules/media/public';
import { startRetentionPurge, startWorker } from './modules/messaging/public';
import { PAYMENTS_WEBHOOK_PATH } from './modules/payments/public';
import { startPurchasePurge } from './modules/privacy/public';
import { createServices } from './services';

/** Says at start which channels can send (the environment's or the Integrações screen's providers). */
function logChannels(services: ReturnType<typeof createServices>, logger: ReturnType<typeof createLogger>) {
  services.integrations
    .config()
    .then(({ email, whatsapp, linkBase }) => {
      logger.info(
        {
          whatsapp: whatsapp.delivery ? 'configured' : 'not configured (Integrações or WHATSAPP_*)',
          email:
            email.server && email.from ? 'configured' : 'not configured (Integrações or SMTP_URL, MAIL_FROM)',
        },
        'outbox: messaging channels',
      );
      // Decision 121: a shop in production without its address sends links only this machine opens.
      if (services.production && linkBase.source === 'local') {
        logger.warn(
          { linkBase: linkBase.url },
          'no public address (Integrações or PUBLIC_URL): links in e-mails and messages point at this machine',
        );
      }
    })
    .catch((error: unknown) => logger.warn({ err: error }, 'outbox: could not read the integrations'));
}

/** This process's own address, for the demo stand-in's webhooks (never leaves the machine). */
function localAddress(env: ReturnType<typeof loadEnv>): string {
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${env.PORT}`;
}

/** What the process entry (src/main.ts) hands the server: the page renderer (decision 068). */
export type ServerEntry = { pages?: CreatePageRenderer };

/** The server process: env → database → migrate → seed → listen; SIGTERM/SIGINT stop it gracefully. */
async function main(entry: ServerEntry) {
  const env = loadEnv();
  const logger = createLogger(env.LOG_LEVEL, env.LOG_FORMAT);
  // The embedded database runs on its own thread; without it the shop cannot serve: stop, so
  // that the supervisor starts a fresh process.
  const database: Database = await openConfiguredDatabase(env, {
    thread: {
      onLost: (error) => {
        logger.fatal({ err: error }, 'the database thread stopped');
        process.exit(1);
      },
    },
    // Refused in the tests; here a request that works is not turned into a 500 for it (decision 128).
    onConcurrentQuery: (error) => logger.warn({ err: error }, error.message),
  });
  await seedDatabase(database.db, logger);
  // Several instances on one PostgreSQL hear each other's cache clears (decision 048).
  const notices =
    database.kind === 'postgres' && env.DATABASE_URL && env.CHANGE_NOTICES === 'on'
      ? await postgresNotices({
          url: env.DATABASE_URL,
          onError: (error) => logger.warn({ err: error }, 'change notices: connection lost, reconnecting'),
        })
      : undefined;
  if (database.kind === 'postgres' && env.CHANGE_NOTICES === 'off') {
    logger.warn('CHANGE_NOTICES=off: other instances keep serving cached data until it expires');
  }
  if (database.kind === 'postgres' && !env.REDIS_URL) {
    logger.warn(
      notices
        ? 'no REDIS_URL: rate limits are per instance (sign-outs reach the others through PostgreSQL notices); set it when running several instances'
        : 'no REDIS_URL: rate limits and session revocation are per instance; set it when running several instances',
    );
  }
  // PAYMENTS=demo (decision 082; refused in production): a stand-in for Stripe in this process, so
  // the card flow can be tried with test cards and no keys. Loaded only then.
  const demoPayments =
    env.PAYMENTS === 'demo'
      ? await (await import('@/demo/payments-demo')).startPaymentsDemo({
          webhookUrl: `${localAddress(env)}${PAYMENTS_WEBHOOK_PATH}`,
          enabledEvents: STRIPE_WEBHOOK_EVENTS,
        })
      : null;
  if (demoPayments)
    logger.warn(
      { stripe: demoPayments.keys.apiUrl },
      'PAYMENTS=demo: card payments go to a local stand-in for Stripe (test card 4242 4242 4242 4242; no real money)',
    );
  const services = createServices(database, env, { notices, demoStripe: demoPayments?.keys });
  // The outbox worker (DESIGN §1); WORKER=off when `npm run worker` runs it as its own process.
  // Its transports read the integrations' configuration at each send (decision 076).
  const worker =
    env.WORKER === 'off'
      ? null
      : startWorker({
          db: database.db,
          transports: services.transports,
          logger,
          // Checkouts first (decision 131): their messages go out once they are answered.
          yieldTo: () => services.checkoutTurns.state.inside > 0,
        });
  logChannels(services, logger);
  // Bulk coupon sends a stop interrupted carry on from their first customer not finished (decision
  // 044); one runner at a time holds a job's lease, and a killed instance's send is taken over
  // here once its lease lapses (decision 054).
  services.couponSending
    .resume()
    .catch((error: unknown) => logger.error({ err: error }, 'could not resume the coupon sends'));
  services.couponSending.watch();
  const cartCleanup = startCartCleanup(services.cart, logger);
  // Card payments' jobs (decision 082): the reconcile pass and the refunds after a lower weighing,
  // kept in the database with a lease, so each runs once across instances and survives restarts.
  const paymentJobs = services.payments.jobs.start();
  // Pictures nothing refers to any more, 24 h after their upload (decision 040).
  const pictureCleanup = startPictureCleanup(services.media, logger);
  // Old messages and spent single-use links, once a day (decision 050).
  const retention = startRetentionPurge(database.db, logger, { steps: [purgeSpentLinks] });
  const maintenance = startEmbeddedMaintenance(database, logger);
  // Google reviews read again once a day, staff edits kept (decision 083).
  const reviewsRefresh = startReviewsRefresh(
    database.db,
    () => services.catalogue.importGoogleReviews(null),
    services.catalogue.googlePlaceAccess,
    logger,
  );
  // The daily low-stock summary to the stores' notice contacts, once a day across instances (decision 099).
  const lowStockSummary = startLowStockSummary(
    {
      db: database.db,
      notice: (tx, notice) => services.messaging.queueStoresNotice(tx, notice),
      shopUrl: services.linkBase,
    },
    logger,
  );
  // Anonymised accounts' orders past the privacy policy's 5 years, once a day (decision 049).
  const purchasePurge = startPurchasePurge({ db: database.db }, logger);
  // `npm run user:create` hands its work to this server while it holds DATA_DIR (DESIGN §5).
  const control =
    database.kind === 'pglite'
      ? await startControlChannel(
          env.DATA_DIR,
          controlCommands(database, (id) => services.accounts.profiles.invalidate(id)),
          logger,
        )
      : null;

  let clientDir: string | null = null;
  try {
    clientDir = findUp('dist/client/index.html').replace(/[/\\]index\.html$/, '');
  } catch {
    logger.warn('dist/client is missing: serving the API only (run npm run build for the web app)');
  }
  const app = createApp({ env, database, services, logger, clientDir, pages: entry.pages });
  // AVIF versions a restart interrupted are made again in the background (decision 029).
  services.media
    .sweepMissingAvif()
    .then((queued) => queued > 0 && logger.info({ queued }, 'making missing AVIF versions'))
    .catch((error: unknown) => logger.error({ err: error }, 'could not list the stored pictures'));

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    logger.info(
      { port: info.port, host: env.HOST, database: database.kind },
      `listening on http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${info.port}`,
    );
  }) as Server;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping: finishing in-flight requests');
    // Live streams never finish by themselves: end them, their clients resume elsewhere (decision 088).
    services.live.endStreams();
    const force = setTimeout(() => {
      logger.error('in-flight requests did not finish within 10 s; closing anyway');
      server.closeAllConnections();
    }, 10_000);
    force.unref();
    await new Promise<void>((done) => {
      server.close(() => done());
      server.closeIdleConnections();
    });
    clearTimeout(force);
    await services.couponSending.stop();
    await worker?.stop();
    await services.media.stop();
    await cartCleanup.stop();
    await paymentJobs.stop();
    await pictureCleanup.stop();
    await retention.stop();
    await purchasePurge.stop();
    await lowStockSummary.stop();
    await reviewsRefresh.stop();
    await maintenance.stop();
    await demoPayments?.close();
    await notices?.close();
    await services.redis?.close();
    await control?.close();
    await database.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

/**
 * Runs the server as this process; src/main.ts calls it. A bad variable, a DATA_DIR held by
 * another process or a DATABASE_URL that cannot be reached ends it with code 1 and the reason in
 * one line.
 */
export function startServer(entry: ServerEntry = {}) {
  main(entry).catch((error: unknown) => {
    const told = ['DataDirLockedError', 'DatabaseUnreachableError'];
    if (error instanceof EnvError || (error instanceof Error && told.includes(error.name))) {
      console.error(error.message);
    } else {
      console.error('The server could not start:', error);
    }
    process.exit(1);
  });
}
