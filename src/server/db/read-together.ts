import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

/**
 * Several reads through `ex` (decision 128): at once when `ex` is the database, where each takes a
 * connection of its own; one after the other when `ex` is a transaction, which has one connection.
 * There `Promise.all` would have `pg` queue them (and warn "client.query() when the client is
 * already executing a query"), and a read that failed first would leave the others running after
 * the rollback, on a connection by then someone else's.
 */
export async function readTogether<T extends readonly (() => unknown)[]>(
  ex: Executor,
  ...reads: T
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  type Results = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };
  if (!(ex instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Results;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results;
}
