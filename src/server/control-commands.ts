import { type ControlHandlers, ControlRefusal } from './control-channel';
import type { Db } from './db/client';
import {
  describeUpsert,
  UpsertUserError,
  type UpsertUserInput,
  upsertUser,
} from './modules/accounts/actions/upsert-user';

/**
 * The commands the running server takes over its control channel (decision 047): `user:create`,
 * checked again here with the same schema, and the account's cached profile dropped so a changed
 * role counts at its next request.
 */
export function controlCommands(db: Db, onAccountChanged: (authUserId: string) => void): ControlHandlers {
  return {
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
