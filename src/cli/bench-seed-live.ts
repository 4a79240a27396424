import { seedDatabase } from '../server/db/seed/index';
import { createLogger } from '../server/logger';
import { upsertUser } from '../server/modules/accounts/public';
import { staffSignInWithPasswordOnly } from './bench-password-only';
import { runWithDatabase } from './run-with-database';

/**
 * For `npm run bench` only (BENCH_ONLY=live, scripts/lib/bench-live.mjs): the demo shop and
 * BENCH_STAFF admin accounts `bench.live.<n>@example.com`, whose desks hold the staff streams (a
 * staff member opens a few tabs, not hundreds: the SPEC §9 limit of 200 staff calls a minute is
 * per account).
 */
const STAFF = Number(process.env.BENCH_STAFF ?? 150);

await runWithDatabase(async (database, env) => {
  const db = database.db;
  await seedDatabase(db, createLogger(env.LOG_LEVEL));
  for (let n = 0; n < STAFF; n++)
    await upsertUser(db, {
      email: `bench.live.${n}@example.com`,
      password: 'picanha2024',
      role: 'admin',
      name: `Ana Bench ${n}`,
    });
  await staffSignInWithPasswordOnly(db);
  return `${STAFF} staff accounts`;
});
