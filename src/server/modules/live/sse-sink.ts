import { once } from 'node:events';
import type { ServerResponse } from 'node:http';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '@/server/http/types';

/** Where a live stream writes: its text, whether the client is gone, and when it goes. */
export type SseSink = {
  write(text: string): Promise<void>;
  readonly gone: boolean;
  onGone(listener: () => void): void;
};

export const SSE_HEADERS = {
  'content-type': 'text/event-stream',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
  'x-content-type-options': 'nosniff',
} as const;

/** One event block: `event: live`, its data, its id (the client's Last-Event-ID). */
export const sseEvent = (id: string, data: string) => `event: live\ndata: ${data}\nid: ${id}\n\n`;

/**
 * Runs `run` on the request's event stream. On Node's server (the shop's, `@hono/node-server`) it
 * writes straight to the socket's response: Hono's `streamSSE` pipes through web streams that cost
 * about 20 KB a connection, and an instance holds thousands (decision 088). Anywhere else (a
 * request answered in the process, another runtime) it is `streamSSE`.
 */
export function sseResponse(c: Context<AppEnv>, run: (sink: SseSink) => Promise<void>): Response {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (outgoing && typeof outgoing.writeHead === 'function') {
    outgoing.writeHead(200, SSE_HEADERS);
    outgoing.flushHeaders();
    const sink: SseSink = {
      async write(text) {
        if (outgoing.destroyed || outgoing.writableEnded) return;
        if (!outgoing.write(text)) await Promise.race([once(outgoing, 'drain'), once(outgoing, 'close')]);
      },
      get gone() {
        return outgoing.destroyed || outgoing.writableEnded;
      },
      onGone: (listener) => void outgoing.once('close', listener),
    };
    void run(sink)
      .catch(() => undefined)
      .finally(() => outgoing.end());
    return RESPONSE_ALREADY_SENT;
  }
  for (const [name, value] of Object.entries(SSE_HEADERS)) c.header(name, value);
  return streamSSE(c, (stream) =>
    run({
      write: (text) => stream.write(text).then(() => undefined),
      get gone() {
        return stream.aborted || stream.closed;
      },
      onGone: (listener) => stream.onAbort(listener),
    }),
  );
}
