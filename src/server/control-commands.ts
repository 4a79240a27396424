import { type ControlHandlers, ControlRefusal } from './control-channel';
import { backupRequest, writeDatabaseCopy } from './db/backup';
import type { Database } from './db/client';
import { describeUpsert, UpsertUserError, type UpsertUserInput, upsertUser } from './modules/accounts/public';

/**
 * The commands the running server takes over its control channel (decision 047): `user:create`,
 * checked again here with the same schema, and the account's cached profile dropped so a changed
 * role counts at its next request; `db:backup` (decision 054), a copy of the embedded database
 * taken by the server that holds it, written into the folder the operator named.
 */
export function controlCommands(
  database: Database,
  onAccountChanged: (authUserId: string) => void,
): ControlHandlers {
  const { db } = database;
  return {
    'db:backup': async (input) => {
      const parsed = backupRequest.safeParse(input);
      if (!parsed.success) throw new ControlRefusal(parsed.error.issues[0]?.message ?? 'Bad request.');
      const bytes = await writeDatabaseCopy(database, parsed.data.dir);
      return `database copied (${bytes} bytes, gzip)`;
    },
    'user:create': async (input) => {
      try {
        const result = await upsertUser(db, input as UpsertUserInput);
        onAccountChanged(result.userId);
        return describeUpsert(result);
      } catch (error) {
        if (error instanceof UpsertUserError) throw new ControlRefusal(error.message);
        throw error;
      }
    },
  };
}
