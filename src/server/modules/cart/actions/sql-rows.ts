import type { SQL } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';

/**
 * Runs a raw statement and returns its rows. PGlite and node-postgres both answer `{ rows }`;
 * the row type is the caller's statement of what its SELECT list holds.
 */
export async function rows<T>(ex: Executor, statement: SQL): Promise<T[]> {
  const result = (await ex.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}
