/**
 * The embedded database's own thread (docs/decisions/020-embedded-database-thread.md): PGlite
 * runs a statement synchronously, so in the server's thread every statement stopped every other
 * request. Here it answers the PostgreSQL protocol on a Unix socket (`PgliteWire`, decision 116)
 * that only this process's user can reach, and the server talks to it with `pg` like to any
 * PostgreSQL.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PgliteWire } from './pglite-wire';

export type ThreadData = { dataDir: string; socketPath: string };
export type ThreadMessage =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'closed' }
  /** A copy of the data directory (`npm run db:backup`, decision 054), or why it failed. */
  | { type: 'dumped'; id: number; bytes: ArrayBuffer }
  | { type: 'dump-failed'; id: number; message: string };
export type ThreadRequest = { type: 'close' } | { type: 'dump'; id: number };

const port = parentPort;
if (!port) throw new Error('pglite-thread runs as a worker thread');
const post = (message: ThreadMessage) => port.postMessage(message);
const { dataDir, socketPath } = workerData as ThreadData;

try {
  // pg_trgm: the users search's trigram indexes (decision 047).
  const db = new PGlite({ dataDir, extensions: { pg_trgm } });
  await db.waitReady;
  const server = new PgliteWire(db);
  await server.listen(socketPath);
  port.on('message', async (message: ThreadRequest) => {
    if (message.type === 'dump') {
      // PGlite copies its files in one synchronous pass between statements on this thread: a
      // point-in-time image, like a crash at that instant, which PostgreSQL's recovery makes whole.
      try {
        const bytes = await (await db.dumpDataDir('gzip')).arrayBuffer();
        port.postMessage({ type: 'dumped', id: message.id, bytes } satisfies ThreadMessage, [bytes]);
      } catch (error) {
        post({
          type: 'dump-failed',
          id: message.id,
          message: error instanceof Error ? error.message : String(error),
        });
      }
      return;
    }
    if (message.type !== 'close') return;
    try {
      await server.close();
    } finally {
      await db.close();
      post({ type: 'closed' });
      port.close();
    }
  });
  post({ type: 'ready' });
} catch (error) {
  post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  port.close();
}
