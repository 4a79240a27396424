import { resolve } from 'node:path';
import { RestoreRefusal, restoreBackup } from '../server/db/backup';
import { EnvError, loadEnv } from '../server/env';

/**
 * npm run db:restore -- <backup folder> — restores a `npm run db:backup` folder into DATA_DIR,
 * which must hold no database yet (decision 054). Stop the server first; move the old DATA_DIR
 * aside rather than deleting it. PostgreSQL: use pg_restore (docs/deploy.md).
 */
const from = process.argv[2];
try {
  const env = loadEnv();
  if (!from) throw new RestoreRefusal('Usage: npm run db:restore -- <backup folder>');
  if (env.DATABASE_URL)
    throw new RestoreRefusal('DATABASE_URL is set: restore PostgreSQL with pg_restore (see docs/deploy.md).');
  const { orders } = await restoreBackup(resolve(from), env.DATA_DIR);
  console.info(`Restored ${resolve(from)} into ${resolve(env.DATA_DIR)} (${orders} orders).`);
} catch (error) {
  const expected =
    error instanceof RestoreRefusal ||
    error instanceof EnvError ||
    (error instanceof Error && error.name === 'DataDirLockedError');
  console.error(expected ? (error as Error).message : error);
  process.exitCode = 1;
}
