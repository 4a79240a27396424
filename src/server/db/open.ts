import pg from 'pg';
import type { Env } from '../env';
import { type Database, openDatabase } from './client';

/**
 * PostgreSQL at DATABASE_URL could not be reached at start. Its message is one line naming the
 * variable, where it points (host:port, database, user — never the password) and what failed
 * (the error code): what an operator needs instead of a driver's stack (issue 34).
 */
export class DatabaseUnreachableError extends Error {
  override name = 'DatabaseUnreachableError';
}

/** How long the first connection may take before the start gives up (a host that never answers). */
const CONNECT_TIMEOUT_MS = 10_000;

/** The one line for a failed first connection to `url`, without its password. */
export function unreachableMessage(url: string, error: unknown): string {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  const where = `${parsed.hostname || 'localhost'}:${parsed.port || '5432'}`;
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, '')) || '(default)';
  const user = decodeURIComponent(parsed.username) || '(default)';
  const { code, message } = error as { code?: unknown; message?: unknown };
  // A server refusal (a SQLSTATE, such as 28P01 or 3D000) says why in its message; a network
  // error (ECONNREFUSED, ENOTFOUND, ETIMEDOUT…) is its code.
  const serverSaid = typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof message === 'string';
  const reason =
    typeof code === 'string'
      ? serverSaid
        ? `${code}: ${message}`
        : code
      : typeof message === 'string' && message
        ? message
        : String(error);
  const line = `DATABASE_URL: could not connect to PostgreSQL at ${where} (database "${database}", user "${user}"): ${reason.split('\n')[0]}`;
  return password ? line.split(password).join('***') : line;
}

/** One connection and `select 1`, so that a refusal is told in one line before anything else runs. */
async function probePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    throw new DatabaseUnreachableError(unreachableMessage(url, error));
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The database the configuration names: PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR —
 * on its own thread when `thread` is given (the server; decision 020).
 */
export async function openConfiguredDatabase(
  env: Env,
  options: {
    thread?: { onLost: (error: Error) => void };
    /** Two queries at once on one transaction: the server logs them (decision 128); refused without this. */
    onConcurrentQuery?: (error: Error) => void;
  } = {},
): Promise<Database> {
  if (env.DATABASE_URL) await probePostgres(env.DATABASE_URL);
  const { onConcurrentQuery, ...pglite } = options;
  const guard = onConcurrentQuery ? { onConcurrentQuery } : {};
  const database = env.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL, ...guard })
    : await openDatabase({ kind: 'pglite', dataDir: env.DATA_DIR, ...pglite, ...guard });
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
