import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { runWithDatabase } from '../src/cli/run-with-database';
import { authUser, usersUnified } from '../src/server/modules/accounts/schema';

/**
 * The customers of the coupon-sending journey (decision 044), written straight into the journey
 * server's fresh database before it starts (scripts/e2e-server.mjs): three verified Brazilian
 * numbers, one verified number in Georgia (manual "Envio Internacional") and one not verified.
 */
export const COUPON_CUSTOMERS = [
  { name: 'Ana Envio', phone: '+5511988880001', verified: true },
  { name: 'Bruno Envio', phone: '+5521988880002', verified: true },
  { name: 'Carla Envio', phone: '+5531988880003', verified: true },
  { name: 'Diego Envio', phone: '+14045550142', verified: true },
  { name: 'Eva Envio', phone: '+5511988880005', verified: false },
] as const;

await runWithDatabase(async (database) => {
  for (const c of COUPON_CUSTOMERS) {
    const email = `${c.name.toLowerCase().replace(/\s+/g, '.')}@example.com`;
    const [known] = await database.db.select().from(usersUnified).where(eq(usersUnified.email, email));
    if (known) continue;
    const id = randomUUID();
    await database.db.insert(authUser).values({ id, name: c.name, email, emailVerified: c.verified });
    await database.db.insert(usersUnified).values({
      auth_user_id: id,
      email,
      full_name: c.name,
      is_verified: c.verified,
      metadata: { full_name: c.name, phone: c.phone, country: c.phone.startsWith('+55') ? 'BR' : 'US' },
    });
  }
  return `coupon-sending customers: ${COUPON_CUSTOMERS.length}`;
});
