import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { integrations } from './schema';
import type { SecretBox } from './secret-box';

/** What a re-sealing did: values moved to the key in force, and values no key here opens. */
export type ResealCount = { resealed: number; otherKey: number };

/**
 * Rotation of SECRETS_KEY (decision 083): every stored secret that opens only with the previous
 * key (SECRETS_KEY_PREVIOUS) is sealed again with the key in force, in one transaction. Values
 * sealed under a key this shop does not hold stay as they are ("insira de novo" on their card).
 * Run by `npm run secrets:reseal` and when the Integrações screen reads its cards; a box without
 * a previous key has nothing to do.
 */
export async function resealSecrets(db: Db, box: SecretBox): Promise<ResealCount> {
  const count: ResealCount = { resealed: 0, otherKey: 0 };
  if (box.previousKeyIds.length === 0) return count;
  await db.transaction(async (tx) => {
    const rows = await tx.select().from(integrations).for('update');
    for (const row of rows) {
      const secrets = { ...row.secrets };
      let changed = false;
      for (const [field, sealed] of Object.entries(row.secrets)) {
        const place = `${row.id}.${field}`;
        const opened = box.open(sealed, place);
        if (!opened.ok) {
          if (opened.problem === 'other_key') count.otherKey++;
          continue;
        }
        if (!opened.stale) continue;
        secrets[field] = box.seal(opened.value, place);
        changed = true;
        count.resealed++;
      }
      if (changed) {
        await tx.update(integrations).set({ secrets }).where(eq(integrations.id, row.id));
      }
    }
  });
  return count;
}
