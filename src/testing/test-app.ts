import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { createApp } from '../server/app';
import type { Database } from '../server/db/client';
import { seedDatabase } from '../server/db/seed/index';
import { type Env, parseEnv } from '../server/env';
import { createLogger } from '../server/logger';
import { createServices, type Services } from '../server/services';
import { createSeededTestDb, createTestDb } from './test-db';

export type TestAppOptions = {
  /** Extra or replaced environment variables (NODE_ENV=test, LOG_LEVEL=silent and a temp DATA_DIR are set). */
  env?: Record<string, string>;
  /** A database to use instead of a fresh one; the caller then closes it. */
  database?: Database;
  /** Replaces some services, such as a settings service built with a fake clock (`base`: the default ones). */
  services?: (database: Database, env: Env, base: Services) => Partial<Services>;
  logger?: Logger;
  /** Fill the demo shop's defaults, as the server does at start (default true). */
  seed?: boolean;
  /**
   * The staff second factor (decision 089). Off by default here, as an owner can switch it off on
   * the settings screen: the API tests sign in as admins with a password alone. The factor tests
   * pass true (the production default).
   */
  staffSecondFactor?: boolean;
};

/** The test shop's owner switched the staff second factor off (settings screen, decision 089). */
const STAFF_SECOND_FACTOR_OFF = sql`
  insert into site_settings (key, value, group_name, type)
  values ('staff_second_factor', 'off', 'general', 'text')
  on conflict (key) do update set value = 'off'`;

/** The real app (API only, no web build) on a fresh migrated database, for app.request() tests. */
export async function createTestApp(options: TestAppOptions = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-test-'));
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...options.env });
  const ownsDatabase = !options.database;
  const seed = options.seed ?? true;
  const database = options.database ?? (seed ? await createSeededTestDb() : await createTestDb());
  if (seed && !ownsDatabase) await seedDatabase(database.db);
  if (!options.staffSecondFactor) await database.db.execute(STAFF_SECOND_FACTOR_OFF);
  const logger = options.logger ?? createLogger(env.LOG_LEVEL);
  // A given logger hears the services too (the outbox, the integrations), so a test can read them.
  const base = createServices(database, env, options.logger ? { logger } : {});
  const services: Services = { ...base, ...options.services?.(database, env, base) };
  // The walks over every route read each answer to its end: a live stream (decision 088) ends
  // after half a second here instead of 15 minutes (live.test.ts sets its own).
  services.live.maxStreamMs = 500;
  const app = createApp({ env, database, services, logger, clientDir: null });
  return {
    app,
    database,
    services,
    env,
    async close() {
      await services.redis?.close();
      if (ownsDatabase) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A request with a JSON body (when given) through the app, without a network. */
export function jsonRequest(
  app: { request: TestApp['app']['request'] },
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return app.request(path, {
    method,
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** A logger whose lines a test can read, to check what the server logged (and what it kept out of responses). */
export function captureLogger(): { logger: Logger; lines: () => Record<string, unknown>[] } {
  const chunks: string[] = [];
  const logger = createLogger('debug', { write: (chunk: string) => void chunks.push(chunk) });
  return { logger, lines: () => chunks.flatMap((c) => c.trim().split('\n')).map((l) => JSON.parse(l)) };
}
