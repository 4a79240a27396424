import { once } from 'node:events';
import type { Database } from '../server/db/client';
import { openConfiguredDatabase } from '../server/db/open';
import { EnvError, loadEnv } from '../server/env';
import { type ChangeNotices, postgresNotices } from '../server/lib/change-notices';
import { createLogger } from '../server/logger';
import { startWorker } from '../server/modules/messaging/public';
import { createServices } from '../server/services';

/**
 * `npm run worker`: the outbox worker (and the bulk coupon sends, and the payment jobs) as its own process (DESIGN §1 scale path), beside servers
 * started with WORKER=off. Several may run at once against PostgreSQL. An embedded DATA_DIR can
 * only be opened by one process, so while the server holds it this stops with the lock's message.
 */
let database: Database | undefined;
let notices: ChangeNotices | undefined;
let services: ReturnType<typeof createServices> | undefined;
try {
  const env = loadEnv();
  const logger = createLogger(env.LOG_LEVEL, env.LOG_FORMAT);
  database = await openConfiguredDatabase(env);
  // The providers as the servers send with them: the environment's, then the Integrações screen's,
  // heard again after a save on any instance (decisions 048, 076).
  notices =
    env.DATABASE_URL && env.CHANGE_NOTICES === 'on'
      ? await postgresNotices({
          url: env.DATABASE_URL,
          onError: (error) => logger.warn({ err: error }, 'change notices: connection lost, reconnecting'),
        })
      : undefined;
  // The services as a server builds them (decision 101): the outbox's transports read the
  // environment's providers, then the Integrações screen's, heard again after a save on any instance
  // (decisions 048, 076), with sealed links opened at send time (decision 074); and the payments
  // service with the orders' port registered, so a job's outcome writes the order's side.
  services = createServices(database, env, { notices, logger });
  const { transports } = services;
  const worker = startWorker({ db: database.db, transports, logger });
  // Bulk coupon sends too: whichever process holds a job's lease works it (decision 054).
  const { couponSending } = services;
  await couponSending.resume();
  couponSending.watch();
  // Card payments' jobs (decisions 082, 101): the reconcile pass, the refunds after a lower weighing
  // and the holds of saved cards. Servers run them too: each job is taken with a lease, so of
  // every process exactly one runs it.
  const paymentJobs = services.payments.jobs.start();
  const signal = await Promise.race([once(process, 'SIGINT'), once(process, 'SIGTERM')]);
  logger.info({ signal }, 'outbox worker: stopping after the message in flight');
  await couponSending.stop();
  await paymentJobs.stop();
  await worker.stop();
} catch (error) {
  if (error instanceof Error && error.name === 'DataDirLockedError') {
    console.error(
      `${error.message}\nThe server already runs the outbox worker itself (unless WORKER=off); ` +
        'a separate worker process needs DATABASE_URL.',
    );
  } else {
    const told =
      error instanceof EnvError || (error instanceof Error && error.name === 'DatabaseUnreachableError');
    console.error(told ? (error as Error).message : error);
  }
  process.exitCode = 1;
} finally {
  await notices?.close();
  await services?.redis?.close();
  await database?.close();
}
