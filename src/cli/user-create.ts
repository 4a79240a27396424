import { sendToServer } from '../server/control-channel';
import { describeUpsert, UpsertUserError, upsertUser } from '../server/modules/accounts/public';
import { runWithDatabase } from './run-with-database';
import { parseUserCreateArgs } from './user-create-args';

/**
 * npm run user:create — how the first super_admin (and any account) is made or repaired. While the
 * server holds the embedded DATA_DIR, the work is handed to it over its control channel
 * (DESIGN §5, decision 047) instead of asking to stop it.
 */
const args = parseUserCreateArgs(process.argv.slice(2));
if (!args.ok) {
  console.error(args.message);
  process.exitCode = 1;
} else {
  const input = args.input;
  await runWithDatabase(
    async (database) => {
      try {
        return describeUpsert(await upsertUser(database.db, input));
      } catch (error) {
        if (!(error instanceof UpsertUserError)) throw error;
        console.error(error.message);
        process.exitCode = 1;
        return 'No account was changed.';
      }
    },
    {
      whenLocked: async (env) => {
        const answer = await sendToServer(env.DATA_DIR, 'user:create', input);
        if (!answer) return null;
        if (answer.ok) return `${answer.result} (done by the running server)`;
        console.error(answer.message);
        process.exitCode = 1;
        return 'No account was changed.';
      },
    },
  );
}
