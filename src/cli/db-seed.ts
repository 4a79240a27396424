import { seedDatabase } from '../server/db/seed/index';
import { createLogger } from '../server/logger';
import { runWithDatabase } from './run-with-database';

await runWithDatabase(async (database, env) => {
  await seedDatabase(database.db, createLogger(env.LOG_LEVEL));
  return 'Demo data is in place (only what was missing was added).';
});
