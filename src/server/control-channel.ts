import { chmodSync, rmSync } from 'node:fs';
import net from 'node:net';
import { join, resolve } from 'node:path';
import type { Logger } from 'pino';

/**
 * DESIGN §5: while the server holds the embedded DATA_DIR, an operator command hands its work to
 * the server over a local-only channel instead of opening the files (decision 047). The channel
 * is a Unix socket inside DATA_DIR, readable and writable by its owner only (the same boundary as
 * the database files and the generated AUTH_SECRET beside it). One request per connection: a
 * JSON line `{ command, input }`, answered with `{ ok: true, result }` or `{ ok: false, message }`.
 */
export const controlSocketPath = (dataDir: string) => join(resolve(dataDir), 'control.sock');

/** A refusal whose message is meant for the operator (bad input, unknown store…). */
export class ControlRefusal extends Error {
  override name = 'ControlRefusal';
}

export type ControlHandlers = Record<string, (input: unknown) => Promise<string>>;
export type ControlAnswer = { ok: true; result: string } | { ok: false; message: string };

const MAX_REQUEST_BYTES = 64 * 1024;

export async function startControlChannel(dataDir: string, handlers: ControlHandlers, logger: Logger) {
  const path = controlSocketPath(dataDir);
  // Left behind by a server that did not stop cleanly; this process holds the DATA_DIR lock.
  rmSync(path, { force: true });
  const server = net.createServer((socket) => {
    let buffered = '';
    const answer = (a: ControlAnswer) => socket.end(`${JSON.stringify(a)}\n`);
    socket.setEncoding('utf8');
    socket.on('error', () => {});
    socket.on('data', (chunk: string) => {
      buffered += chunk;
      if (buffered.length > MAX_REQUEST_BYTES) return answer({ ok: false, message: 'Request too large.' });
      const end = buffered.indexOf('\n');
      if (end < 0) return;
      void (async () => {
        let request: { command?: unknown; input?: unknown };
        try {
          request = JSON.parse(buffered.slice(0, end));
        } catch {
          return answer({ ok: false, message: 'Malformed request.' });
        }
        const handler = typeof request.command === 'string' ? handlers[request.command] : undefined;
        if (!handler) return answer({ ok: false, message: `Unknown command ${String(request.command)}.` });
        try {
          answer({ ok: true, result: await handler(request.input) });
        } catch (error) {
          if (error instanceof ControlRefusal) return answer({ ok: false, message: error.message });
          logger.error({ err: error, command: request.command }, 'control channel: command failed');
          answer({ ok: false, message: 'The server could not run the command; see its log.' });
        }
      })();
    });
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(path, () => done());
  });
  chmodSync(path, 0o600);
  logger.debug({ path }, 'control channel listening');
  return {
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        rmSync(path, { force: true });
      }),
  };
}

/**
 * Sends one command to the server holding `dataDir`; null when no server answers there (the lock
 * is held by a process without the channel, such as `npm run worker`).
 */
export function sendToServer(
  dataDir: string,
  command: string,
  input: unknown,
  timeoutMs = 60_000,
): Promise<ControlAnswer | null> {
  return new Promise((done) => {
    const socket = net.connect(controlSocketPath(dataDir));
    let received = '';
    let connected = false;
    const timer = setTimeout(() => {
      socket.destroy();
      done({ ok: false, message: `The server did not answer within ${timeoutMs / 1000} s.` });
    }, timeoutMs);
    socket.setEncoding('utf8');
    socket.on('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify({ command, input })}\n`);
    });
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('error', () => {
      clearTimeout(timer);
      done(connected ? { ok: false, message: 'The connection to the server broke.' } : null);
    });
    socket.on('end', () => {
      clearTimeout(timer);
      try {
        done(JSON.parse(received) as ControlAnswer);
      } catch {
        done({ ok: false, message: 'The server sent an answer that could not be read.' });
      }
    });
  });
}
