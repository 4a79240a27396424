import type { Db, Executor } from '@/server/db/client';

/**
 * One read made for every caller who asked before it began (issue 34, decision 127). A caller
 * joins the read that is still waiting for a connection; once the read has its connection, the
 * next caller starts another. So every caller gets what was committed after it asked, as a read of
 * its own would, while a burst of checkouts on the embedded database's one connection reads the
 * shop's configuration a few times instead of once per order.
 *
 * The read runs in its own transaction: that is where the moment it begins can be seen (the
 * callback starts once the pool gave a connection). It holds no lock the caller relies on, so the
 * caller's own transaction must not need what it read to stay unchanged until its commit.
 */
export function sharedRead<T>(db: Db, read: (ex: Executor) => Promise<T>): () => Promise<T> {
  let waiting: Promise<T> | null = null;
  return () => {
    if (waiting) return waiting;
    let started = false;
    const batch: Promise<T> = db.transaction(async (tx) => {
      started = true;
      if (waiting === batch) waiting = null;
      return read(tx);
    });
    if (!started) waiting = batch;
    // A read that failed before it began (no connection) is not handed to later callers.
    batch.catch(() => {
      if (waiting === batch) waiting = null;
    });
    return batch;
  };
}
