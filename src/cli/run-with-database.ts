import type { Database } from '../server/db/client';
import { openConfiguredDatabase } from '../server/db/open';
import { type Env, EnvError, loadEnv } from '../server/env';

/**
 * Runs an operator command against the configured database (migrated first, DESIGN §5), closes it,
 * and turns the expected failures (bad configuration, embedded database held by the server) into a
 * clear message and exit code 1.
 */
export async function runWithDatabase(
  task: (database: Database, env: Env) => Promise<string>,
): Promise<void> {
  let database: Database | undefined;
  try {
    const env = loadEnv();
    database = await openConfiguredDatabase(env);
    const message = await task(database, env);
    console.info(message);
  } catch (error) {
    const expected =
      error instanceof EnvError || (error instanceof Error && error.name === 'DataDirLockedError');
    console.error(expected ? (error as Error).message : error);
    process.exitCode = 1;
  } finally {
    await database?.close();
  }
}
