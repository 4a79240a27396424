import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from './client';
import { openDatabase } from './client';

/**
 * Backup and restore of the embedded database (issue 23, decision 054). A backup is a folder:
 * `database.tar.gz` (PGlite's dumpDataDir of DATA_DIR/pgdata, taken while the shop runs — a
 * point-in-time image that PostgreSQL's recovery makes whole on restore), the generated
 * `auth-secret` (sessions stay valid) and `media/` (uploaded pictures kept in DATA_DIR). PostgreSQL
 * is backed up with its own tools (pg_dump / pg_restore; docs/deploy.md).
 */
export const BACKUP_DATABASE_FILE = 'database.tar.gz';

/** Writes the database copy of an open embedded database into `dir`; returns its size in bytes. */
export async function writeDatabaseCopy(database: Database, dir: string): Promise<number> {
  if (!database.dump) throw new Error('only the embedded database is copied this way; use pg_dump');
  const bytes = Buffer.from(await (await database.dump('gzip')).arrayBuffer());
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, BACKUP_DATABASE_FILE), bytes);
  return bytes.length;
}

/** What `npm run db:backup` sends to the running server over its control channel. */
export const backupRequest = z.object({
  dir: z.string().refine(isAbsolute, { message: 'expected an absolute folder path' }),
});

/** Copies DATA_DIR's plain files (the generated auth secret, uploaded pictures) beside the database copy. */
export function copyDataFiles(dataDir: string, dir: string): string[] {
  const copied: string[] = [];
  for (const name of ['auth-secret', 'media']) {
    const from = join(resolve(dataDir), name);
    if (!existsSync(from)) continue;
    cpSync(from, join(dir, name), { recursive: true, preserveTimestamps: true });
    copied.push(name);
  }
  return copied;
}

export class RestoreRefusal extends Error {
  override name = 'RestoreRefusal';
}

/**
 * Restores a backup folder into `dataDir`, which must hold no database yet (nothing is ever
 * overwritten: move the old DATA_DIR aside first). The copy is opened once, so recovery runs and
 * migrations newer than the backup are applied; returns the number of orders found.
 */
export async function restoreBackup(backupDir: string, dataDir: string): Promise<{ orders: number }> {
  const archive = join(backupDir, BACKUP_DATABASE_FILE);
  if (!existsSync(archive)) throw new RestoreRefusal(`${archive} is missing: not a backup folder.`);
  const target = resolve(dataDir);
  if (existsSync(join(target, 'pgdata')) && readdirSync(join(target, 'pgdata')).length > 0)
    throw new RestoreRefusal(
      `${join(target, 'pgdata')} already holds a database; restore into an empty DATA_DIR (move this one aside first).`,
    );
  mkdirSync(target, { recursive: true });
  const database = await openDatabase({
    kind: 'pglite',
    dataDir: target,
    loadFrom: new Blob([readFileSync(archive)]),
  });
  try {
    await database.migrate();
    const result = await database.db.execute(sql`select count(*)::int as n from orders`);
    const rows = (result as unknown as { rows: { n: number }[] }).rows;
    for (const name of ['auth-secret', 'media']) {
      const from = join(backupDir, name);
      if (existsSync(from) && !existsSync(join(target, name)))
        cpSync(from, join(target, name), { recursive: true, preserveTimestamps: true });
    }
    return { orders: Number(rows[0]?.n ?? 0) };
  } finally {
    await database.close();
  }
}
