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
  options: {
    /** The embedded DATA_DIR is held by another process: hand the work over, or null to stop. */
    whenLocked?: (env: Env) => Promise<string | null>;
  } = {},
): Promise<void> {
  let database: Database | undefined;
  let env: Env | undefined;
  try {
    env = loadEnv();
    database = await openConfiguredDatabase(env);
    const message = await task(database, env);
    console.info(message);
  } catch (error) {
    const locked = error instanceof Error && error.name === 'DataDirLockedError';
    const handed = locked && env && options.whenLocked ? await options.whenLocked(env) : null;
    if (handed !== null) {
      console.info(handed);
      return;
    }
    const expected =
      error instanceof EnvError ||
      (error instanceof Error && ['DataDirLockedError', 'DatabaseUnreachableError'].includes(error.name));
    console.error(expected ? (error as Error).message : error);
    process.exitCode = 1;
  } finally {
    await database?.close();
  }
}
