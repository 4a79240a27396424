import { createServer, type Server, type Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

/**
 * The embedded database's wire (decision 116): PGlite answers the PostgreSQL protocol on a Unix
 * socket for the server's `pg` pool, one connection at a time (PGlite has one backend).
 *
 * Every complete message a read brought goes to PGlite in **one** call, and its answer back in one
 * write. `pg` sends a statement as five messages (Parse, Bind, Describe, Execute, Sync) in one
 * write; pglite-socket, which this replaces, ran each as its own call behind its own lock and
 * promise, and wrote each answer separately, about 1 ms a statement on our machines. PostgreSQL's
 * backend reads a batch the same way: after an error it skips to the Sync, so the answers are
 * exactly those of the messages sent one by one.
 *
 * A connection that goes away inside a transaction has it rolled back before the next is served.
 */

/** SSLRequest and CancelRequest: 8 and 16 bytes, no type byte, a code where the version goes. */
const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_3 = 196608;

/**
 * The length of the first message in `buffer` when it is complete, else 0. Before the startup
 * message a message has no type byte (length, then a code); after it, a type byte then the length.
 */
export function completeMessageLength(buffer: Buffer, started: boolean): number {
  if (started) {
    if (buffer.length < 5) return 0;
    const length = 1 + buffer.readInt32BE(1);
    return buffer.length >= length ? length : 0;
  }
  if (buffer.length < 8) return 0;
  const length = buffer.readInt32BE(0);
  return buffer.length >= length ? length : 0;
}

export class PgliteWire {
  readonly #db: PGlite;
  readonly #server: Server;
  /** Connections waiting for the one being served to close. */
  readonly #waiting: Socket[] = [];
  #serving: Socket | null = null;
  #closed = false;

  constructor(db: PGlite) {
    this.#db = db;
    this.#server = createServer((socket) => {
      socket.setNoDelay(true);
      socket.on('error', () => socket.destroy());
      if (this.#serving) this.#waiting.push(socket);
      else this.#serve(socket);
    });
  }

  listen(path: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.#server.once('error', reject);
      this.#server.listen(path, () => {
        this.#server.off('error', reject);
        resolve();
      });
    });
  }

  /** Stops serving; the caller closes PGlite after this. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const socket of [...this.#waiting, this.#serving]) socket?.destroy();
    this.#waiting.length = 0;
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  #serve(socket: Socket) {
    this.#serving = socket;
    let pending = Buffer.alloc(0);
    let started = false;
    // One batch at a time, in order: a read that arrives while PGlite works waits for it.
    let turn = Promise.resolve();
    socket.on('data', (data) => {
      pending = pending.length === 0 ? data : Buffer.concat([pending, data]);
      turn = turn.then(async () => {
        const { batch, rest, startup } = this.#takeBatch(socket, pending, started);
        pending = rest;
        started ||= startup;
        if (batch.length === 0 || socket.destroyed) return;
        const answer = await this.#db.runExclusive(() => this.#db.execProtocolRaw(batch));
        // A copy: the write may complete after PGlite has reused the memory it answered from.
        if (answer.length > 0 && socket.writable) socket.write(Buffer.from(answer));
      });
      turn.catch(() => socket.destroy());
    });
    socket.once('close', () => {
      void turn.catch(() => undefined).then(() => this.#release(socket));
    });
  }

  /** The complete messages at the head of `pending`; SSL and cancel requests answered here. */
  #takeBatch(socket: Socket, pending: Buffer, started: boolean) {
    let offset = 0;
    let startup = false;
    let batchStart = 0;
    for (;;) {
      const rest = pending.subarray(offset);
      const length = completeMessageLength(rest, started || startup);
      if (length === 0) break;
      if (!started && !startup) {
        const code = rest.readInt32BE(4);
        if (code === SSL_REQUEST || code === CANCEL_REQUEST) {
          // No TLS on a private socket; PGlite has no backend to cancel (no answer is expected).
          if (code === SSL_REQUEST) socket.write('N');
          offset += length;
          batchStart = offset;
          continue;
        }
        if (code === PROTOCOL_3) startup = true;
      }
      offset += length;
    }
    return {
      batch: new Uint8Array(pending.subarray(batchStart, offset)),
      rest: Buffer.from(pending.subarray(offset)),
      startup,
    };
  }

  async #release(socket: Socket) {
    // A transaction left open by a connection that went away is rolled back (as PostgreSQL does).
    if (this.#closed) return;
    if (this.#db.isInTransaction()) await this.#db.exec('rollback').catch(() => undefined);
    if (this.#serving === socket) this.#serving = null;
    const next = this.#waiting.shift();
    if (next && !next.destroyed) this.#serve(next);
  }
}
