import { UpsertUserError, upsertUser } from '../server/modules/accounts/actions/upsert-user';
import { runWithDatabase } from './run-with-database';
import { parseUserCreateArgs } from './user-create-args';

/** npm run user:create — how the first super_admin (and any account) is made or repaired. */
const args = parseUserCreateArgs(process.argv.slice(2));
if (!args.ok) {
  console.error(args.message);
  process.exitCode = 1;
} else {
  const input = args.input;
  await runWithDatabase(async (database) => {
    let r: Awaited<ReturnType<typeof upsertUser>>;
    try {
      r = await upsertUser(database.db, input);
    } catch (error) {
      if (!(error instanceof UpsertUserError)) throw error;
      console.error(error.message);
      process.exitCode = 1;
      return 'No account was changed.';
    }
    const store = r.storeId ? `, store ${r.storeId}` : '';
    const ended = r.action === 'updated' ? `; ${r.sessionsEnded} session(s) ended` : '';
    return `${r.action === 'created' ? 'Created' : 'Updated'} ${r.role} account ${r.email} (id ${r.userId}${store})${ended}.`;
  });
}
