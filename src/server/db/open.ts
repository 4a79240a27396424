import type { Env } from '../env';
import { type Database, openDatabase } from './client';

/**
 * The database the configuration names: PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR —
 * on its own thread when `thread` is given (the server; decision 020).
 */
export async function openConfiguredDatabase(
  env: Env,
  options: { thread?: { onLost: (error: Error) => void } } = {},
): Promise<Database> {
  const database = env.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL })
    : await openDatabase({ kind: 'pglite', dataDir: env.DATA_DIR, ...options });
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
