import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { runWithDatabase } from '../src/cli/run-with-database';
import { parseUserCreateArgs } from '../src/cli/user-create-args';
import type { Db } from '../src/server/db/client';
import { seedDatabase } from '../src/server/db/seed/index';
import { createLogger } from '../src/server/logger';
import { describeUpsert, upsertUser } from '../src/server/modules/accounts/actions/upsert-user';
import { authUser, usersUnified } from '../src/server/modules/accounts/schema';
import {
  createIntegrations,
  createSecretBox,
  secretsKeyFor,
} from '../src/server/modules/integrations/public';

/**
 * The journey server's data, written into its fresh database before it starts
 * (scripts/e2e-server.mjs), in one process: one database opening instead of one per CLI — on a
 * busy machine each opening took tens of seconds. The same steps an operator runs: the demo data
 * (npm run db:seed), then the staff accounts through user:create's own argument parser and upsert.
 */

/**
 * The customers of the coupon-sending journey (decision 044): three verified Brazilian numbers, one
 * verified number in Georgia (manual "Envio Internacional") and one not verified.
 */
const COUPON_CUSTOMERS = [
  { name: 'Ana Envio', phone: '+5511988880001', verified: true },
  { name: 'Bruno Envio', phone: '+5521988880002', verified: true },
  { name: 'Carla Envio', phone: '+5531988880003', verified: true },
  { name: 'Diego Envio', phone: '+14045550142', verified: true },
  { name: 'Eva Envio', phone: '+5511988880005', verified: false },
] as const;

async function seedCouponCustomers(db: Db): Promise<void> {
  for (const c of COUPON_CUSTOMERS) {
    const email = `${c.name.toLowerCase().replace(/\s+/g, '.')}@example.com`;
    const [known] = await db.select().from(usersUnified).where(eq(usersUnified.email, email));
    if (known) continue;
    const id = randomUUID();
    await db.insert(authUser).values({ id, name: c.name, email, emailVerified: c.verified });
    await db.insert(usersUnified).values({
      auth_user_id: id,
      email,
      full_name: c.name,
      is_verified: c.verified,
      metadata: { full_name: c.name, phone: c.phone, country: c.phone.startsWith('+55') ? 'BR' : 'US' },
    });
  }
}

/** The staff accounts of the admin journeys (playwright.config.ts), as `npm run user:create` arguments. */
function staffAccounts(env: NodeJS.ProcessEnv): string[][] {
  const accounts: string[][] = [];
  if (env.E2E_STAFF_EMAIL && env.E2E_STAFF_PASSWORD)
    accounts.push([
      ...['--email', env.E2E_STAFF_EMAIL, '--password', env.E2E_STAFF_PASSWORD],
      ...['--role', 'admin', '--name', 'Ana Souza'],
    ]);
  // A manager of the demo store (decision 028).
  if (env.E2E_MANAGER_EMAIL && env.E2E_MANAGER_PASSWORD)
    accounts.push([
      ...['--email', env.E2E_MANAGER_EMAIL, '--password', env.E2E_MANAGER_PASSWORD],
      ...['--role', 'manager', '--name', 'Bruno Costa', '--store', 'brazil-prime-marietta'],
    ]);
  // The admin of the sign-in factors journey (decision 089): enrols an authenticator app.
  if (env.E2E_FACTOR_EMAIL && env.E2E_FACTOR_PASSWORD)
    accounts.push([
      ...['--email', env.E2E_FACTOR_EMAIL, '--password', env.E2E_FACTOR_PASSWORD],
      ...['--role', 'admin', '--name', 'Carla Fatores'],
    ]);
  // The super administrator (the audit viewer's only role, view_audit_logs; decision 053).
  if (env.E2E_SUPER_EMAIL && env.E2E_SUPER_PASSWORD)
    accounts.push([
      ...['--email', env.E2E_SUPER_EMAIL, '--password', env.E2E_SUPER_PASSWORD],
      ...['--role', 'super_admin', '--name', 'Dona Lúcia'],
    ]);
  return accounts;
}

await runWithDatabase(async (database, env) => {
  await seedDatabase(database.db, createLogger(env.LOG_LEVEL));
  const done: string[] = [];
  let owner: string | undefined;
  for (const argv of staffAccounts(process.env)) {
    const args = parseUserCreateArgs(argv);
    if (!args.ok) throw new Error(args.message);
    const result = await upsertUser(database.db, args.input);
    if (args.input.role === 'super_admin') owner = result.userId;
    done.push(describeUpsert(result));
  }
  await seedCouponCustomers(database.db);
  // The journeys' owner switched the staff second factor off on the settings screen (decision
  // 089): the admin journeys sign in with a password; sign-in-factors.spec.ts enrols its own admin.
  await database.db.execute(
    sql`insert into site_settings (key, value, group_name, type)
        values ('staff_second_factor', 'off', 'general', 'text')
        on conflict (key) do update set value = 'off'`,
  );
  done.push('staff second factor: off');
  // The shop's WhatsApp provider, as its owner entered it on the Integrações screen earlier
  // (decision 076): the local provider of scripts/e2e-server.mjs. Sealed with the key derived from
  // this DATA_DIR's auth secret, the one the server reads. No admin notice phone and no e-mail
  // yet: the integrations journey enters them.
  const url = process.env.E2E_WHATSAPP_URL;
  const integrations = createIntegrations({
    db: database.db,
    env,
    box: createSecretBox(secretsKeyFor(env)),
  });
  if (url && owner) {
    await integrations.saveWhatsApp(
      { userId: owner, role: 'super_admin' },
      { apiUrl: url, appKey: 'e2e-app', authKey: 'e2e-auth', adminPhone: '' },
    );
    done.push(`WhatsApp provider: ${url}`);
  }
  // The shop-wide chain's server (E2E_STRIPE_FROM=screen, decision 107): the fake Stripe's keys as
  // the owner entered them on the Stripe card, not in the environment, so the Stripe journey can
  // remove them and enter them again. Card payment is offered from the start (the pre-order deposit).
  const stripeCard = process.env.E2E_STRIPE_CARD;
  if (stripeCard && owner) {
    const keys = JSON.parse(stripeCard) as { secretKey: string; webhookSecret: string };
    await integrations.saveStripe({ userId: owner, role: 'super_admin' }, keys);
    done.push('Stripe keys: on the Integrações card');
  }
  return [...done, `coupon-sending customers: ${COUPON_CUSTOMERS.length}`].join('\n');
});
