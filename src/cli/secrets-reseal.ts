import { resealSecrets, secretBoxFor } from '../server/modules/integrations/public';
import { runWithDatabase } from './run-with-database';

// Rotation of SECRETS_KEY (decision 083; README "Rotating SECRETS_KEY"): with the new key in
// SECRETS_KEY and the old one in SECRETS_KEY_PREVIOUS, seals every stored secret again with the new.
await runWithDatabase(async (database, env) => {
  if (!env.SECRETS_KEY_PREVIOUS) {
    return 'Nothing to do: set SECRETS_KEY_PREVIOUS to the key in force before the rotation.';
  }
  const { resealed, otherKey } = await resealSecrets(database.db, secretBoxFor(env));
  const lost =
    otherKey > 0
      ? ` ${otherKey} value(s) open with neither key: enter those integrations again on the Integrações screen.`
      : '';
  return `Sealed ${resealed} stored secret(s) again with SECRETS_KEY. SECRETS_KEY_PREVIOUS may now be removed.${lost}`;
});
