import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';

/**
 * The benches' owner switched the staff second factor off on the settings screen (decision 089),
 * as the journeys' shop does: their admin accounts sign in with a password alone.
 */
export async function staffSignInWithPasswordOnly(db: Db): Promise<void> {
  await db.execute(
    sql`insert into site_settings (key, value, group_name, type)
        values ('staff_second_factor', 'off', 'general', 'text')
        on conflict (key) do update set value = 'off'`,
  );
}
