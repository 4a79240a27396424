import { runWithDatabase } from './run-with-database';

// Opening the configured database applies every pending migration.
await runWithDatabase(async (database, env) =>
  database.kind === 'pglite'
    ? `Migrations applied to the embedded database in ${env.DATA_DIR}.`
    : 'Migrations applied to the PostgreSQL server.',
);
