import { resolve } from 'node:path';
import { sendToServer } from '../server/control-channel';
import { copyDataFiles, writeDatabaseCopy } from '../server/db/backup';
import { EnvError, loadEnv } from '../server/env';
import { runWithDatabase } from './run-with-database';

/**
 * npm run db:backup [-- --out <folder>] — a copy of the embedded database (decision 054), taken
 * while the shop runs: the server holding DATA_DIR makes it over its control channel (decision
 * 047); with the server stopped, this opens the database itself. The generated auth secret and
 * the uploaded pictures kept in DATA_DIR are copied beside it. PostgreSQL: use pg_dump.
 */
const argv = process.argv.slice(2);
const at = argv.indexOf('--out');
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const out = resolve(at >= 0 && argv[at + 1] ? argv[at + 1]! : `backups/backup-${stamp}`);

let postgres = false;
try {
  postgres = loadEnv().DATABASE_URL !== undefined;
} catch (error) {
  if (!(error instanceof EnvError)) throw error; // runWithDatabase names the bad variable below
}
if (postgres) {
  console.error('DATABASE_URL is set: back PostgreSQL up with pg_dump -Fc (see docs/deploy.md).');
  process.exitCode = 1;
} else {
  await backUp();
}

async function backUp() {
  await runWithDatabase(
    async (database, env) => {
      const bytes = await writeDatabaseCopy(database, out);
      const files = copyDataFiles(env.DATA_DIR, out);
      return `Backup written to ${out} (database ${bytes} bytes${files.length ? `; ${files.join(', ')}` : ''}).`;
    },
    {
      whenLocked: async (env) => {
        const answer = await sendToServer(env.DATA_DIR, 'db:backup', { dir: out }, 300_000);
        if (!answer) return null;
        if (!answer.ok) {
          console.error(answer.message);
          process.exitCode = 1;
          return 'No backup was written.';
        }
        const files = copyDataFiles(env.DATA_DIR, out);
        return `Backup written to ${out}: ${answer.result} by the running server${files.length ? `; ${files.join(', ')}` : ''}.`;
      },
    },
  );
}
