import { sql } from 'drizzle-orm';
import { seedDatabase } from '../server/db/seed/index';
import { createLogger } from '../server/logger';
import { upsertUser } from '../server/modules/accounts/public';
import { staffSignInWithPasswordOnly } from './bench-password-only';
import { runWithDatabase } from './run-with-database';

/**
 * For `npm run bench` only (scripts/lib/bench-staff.mjs, issue 16): the demo shop plus
 * BENCH_CUSTOMERS customers (50,000 by default: name, e-mail, phone, some suspended, some
 * unverified) and BENCH_STAFF admin accounts `bench.staff.<n>@example.com`.
 */
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 50_000);
const STAFF = Number(process.env.BENCH_STAFF ?? 20);

await runWithDatabase(async (database, env) => {
  const db = database.db;
  await seedDatabase(db, createLogger(env.LOG_LEVEL));
  for (let n = 0; n < STAFF; n++)
    await upsertUser(db, {
      email: `bench.staff.${n}@example.com`,
      password: 'picanha2024',
      role: 'admin',
      name: `Bench ${n}`,
    });
  await db.execute(sql`
    insert into "user" (id, name, email, email_verified)
    select 'bench-customer-' || g, 'Cliente ' || g || ' Souza', 'cliente.' || g || '@example.com', g % 3 <> 0
    from generate_series(1, ${CUSTOMERS}) g`);
  await db.execute(sql`
    insert into users_unified (auth_user_id, email, full_name, role, role_level, is_verified, is_suspended,
      metadata, created_at, last_login_at)
    select 'bench-customer-' || g, 'cliente.' || g || '@example.com', 'Cliente ' || g || ' Souza', 'customer', 4,
      g % 3 <> 0, g % 97 = 0, jsonb_build_object('phone', '+1404555' || lpad((g % 10000)::text, 4, '0')),
      now() - (g || ' minutes')::interval, case when g % 2 = 0 then now() - (g || ' seconds')::interval end
    from generate_series(1, ${CUSTOMERS}) g`);
  // What the server's maintenance round does after 5 minutes (src/server/db/maintenance.ts).
  await db.execute(sql`analyze users_unified`);
  await staffSignInWithPasswordOnly(db);
  return `bench: ${CUSTOMERS} customers and ${STAFF} admin accounts in place.`;
});
