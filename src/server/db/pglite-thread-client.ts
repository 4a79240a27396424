import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { ForgetfulNamingClient } from './named-statements';
import type { ThreadData, ThreadMessage, ThreadRequest } from './pglite-thread';

/**
 * The thread's entry next to this module: JavaScript when built; under tsx (dev, tests) the
 * TypeScript file, loaded after registering tsx in the thread (workers do not inherit its hooks).
 */
function startThread(workerData: ThreadData): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./pglite-thread.js', import.meta.url), { workerData });
  const entry = JSON.stringify(new URL('./pglite-thread.ts', import.meta.url).href);
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${entry}); })`;
  return new Worker(boot, { eval: true, workerData });
}

const firstMessage = (worker: Worker) =>
  new Promise<ThreadMessage>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the database thread exited (code ${code})`)));
  });

const SOCKET_DIR = /^shop-db-(\d+)-/;

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // alive, another user's
  }
}

/**
 * Removes the socket folders of servers that are gone (a server killed with SIGKILL cannot remove
 * its own). A folder whose process still runs is left, whoever it is; one that is not ours cannot
 * be removed and is skipped.
 */
export function sweepStaleSocketDirs(root = tmpdir()) {
  for (const name of readdirSync(root)) {
    const pid = Number(SOCKET_DIR.exec(name)?.[1]);
    if (!pid || pid === process.pid || isRunning(pid)) continue;
    try {
      rmSync(join(root, name), { recursive: true, force: true });
    } catch {
      // another user's folder
    }
  }
}

/**
 * How long a statement waits for the embedded database's one connection (decision 128). A bound
 * against a hang, not a latency target: a burst of 80 checkouts queues for 1–5 s on our 2 cores.
 */
export const CONNECTION_WAIT_MS = 60_000;

/** pg's "timeout exceeded when trying to connect", said in the shop's words (the request's 500 carries it). */
export class ConnectionWaitError extends Error {
  constructor(waitedMs: number, cause: unknown) {
    super(
      `database: no connection after ${Math.round(waitedMs / 1000)} s: the embedded database's one connection stayed busy (a transaction open that long, or waiting for a query outside it)`,
      { cause },
    );
    this.name = 'ConnectionWaitError';
  }
}

type Connect = (callback?: (error: Error | undefined, ...rest: unknown[]) => void) => unknown;

/** Renames the pool's wait timeout, in both of connect()'s forms (pool.query uses the callback one). */
function boundedWait(pool: pg.Pool, waitMs: number) {
  const connect = (pool.connect as Connect).bind(pool);
  const named = (error: Error | undefined) =>
    error?.message.includes('timeout exceeded when trying to connect')
      ? new ConnectionWaitError(waitMs, error)
      : error;
  (pool as unknown as { connect: Connect }).connect = (callback) => {
    if (callback) return connect((error, ...rest) => callback(named(error), ...rest));
    return (connect() as Promise<unknown>).catch((error: Error) => {
      throw named(error);
    });
  };
}

/**
 * Starts PGlite on its own thread and answers a one-connection `pg` pool to it (PGlite has one
 * backend; the pool makes statements wait their turn instead of interleaving). The socket lives
 * in a fresh 0700 folder under the system's temporary directory: short enough for a Unix socket
 * path, and reachable by this user only. `onLost` hears of a thread that died while in use.
 */
export async function startPgliteThread(
  dataDir: string,
  onLost: (error: Error) => void,
  connectionWaitMs = CONNECTION_WAIT_MS,
) {
  sweepStaleSocketDirs();
  const socketDir = mkdtempSync(join(tmpdir(), `shop-db-${process.pid}-`));
  const data: ThreadData = { dataDir, socketPath: join(socketDir, '.s.PGSQL.5432') };
  const worker = startThread(data);
  let closing = false;
  try {
    const first = await firstMessage(worker);
    if (first.type !== 'ready')
      throw new Error(first.type === 'failed' ? first.message : 'unexpected message');
  } catch (error) {
    await worker.terminate();
    rmSync(socketDir, { recursive: true, force: true });
    throw error;
  }
  // Only firstMessage's own listeners: removeAllListeners() also drops the ones Node's Worker uses to
  // start its message port when a 'message' listener is added, and later messages never arrive.
  for (const event of ['message', 'error', 'exit']) worker.removeAllListeners(event);
  worker.on('error', (error) => onLost(error));
  worker.on('exit', (code) => {
    if (!closing) onLost(new Error(`the database thread exited (code ${code})`));
  });

  const pool = new pg.Pool({
    host: socketDir,
    port: 5432,
    user: 'postgres',
    database: 'postgres',
    max: 1,
    Client: ForgetfulNamingClient,
    idleTimeoutMillis: 0,
    // Never forever (decision 128): a statement that waited this long for the one connection fails
    // with its own error, instead of hanging its request and every request queued behind it.
    connectionTimeoutMillis: connectionWaitMs,
  });
  // A broken idle connection is dropped and the next query connects again (see client.ts).
  pool.on('error', () => {});
  boundedWait(pool, connectionWaitMs);

  let dumps = 0;
  const send = (request: ThreadRequest) => worker.postMessage(request);
  return {
    pool,
    /** The data directory as a gzipped tarball (PGlite's dumpDataDir), taken while the server runs. */
    dump: () =>
      new Promise<Blob>((resolve, reject) => {
        const id = ++dumps;
        const onMessage = (m: ThreadMessage) => {
          if ((m.type !== 'dumped' && m.type !== 'dump-failed') || m.id !== id) return;
          worker.off('message', onMessage);
          if (m.type === 'dumped') resolve(new Blob([m.bytes]));
          else reject(new Error(`the database copy failed: ${m.message}`));
        };
        worker.on('message', onMessage);
        send({ type: 'dump', id });
      }),
    async close() {
      closing = true;
      try {
        await pool.end();
        const closed = new Promise<void>((resolve) => {
          worker.on('message', (m: ThreadMessage) => m.type === 'closed' && resolve());
          worker.once('exit', () => resolve());
        });
        send({ type: 'close' });
        await closed;
      } finally {
        await worker.terminate();
        rmSync(socketDir, { recursive: true, force: true });
      }
    },
  };
}
