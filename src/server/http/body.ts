import { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/** The body of a Node request, or null past `maxSize` (the rest is discarded as it arrives). */
function readIncoming(incoming: IncomingMessage, maxSize: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxSize) return void chunks.push(chunk);
      incoming.off('data', onData);
      incoming.resume();
      resolve(null);
    };
    incoming.on('data', onData);
    incoming.once('end', () => resolve(Buffer.concat(chunks, size)));
    incoming.once('error', reject);
  });
}

/**
 * Request bodies of writes, at most `maxSize` bytes (else `tooLarge`, 413). On the Node server
 * the body is read straight from the socket's stream into Hono's body cache, so `c.req.json()`
 * parses it without building a web Request and ReadableStream around it — about 6 % of an
 * add-to-cart's CPU (docs/decisions/019-cart-group-commit.md). Elsewhere (in-process requests of
 * the tests) Hono's bodyLimit does the same check on the Request.
 */
export function requestBodies(options: {
  maxSize: number;
  tooLarge: (c: Context) => Response | Promise<Response>;
}): MiddlewareHandler {
  const limit = bodyLimit({ maxSize: options.maxSize, onError: options.tooLarge });
  return async (c, next) => {
    if (isRead(c.req.method)) return next();
    // Tests pass a stand-in `incoming` (only a socket address): only a real one is read.
    const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
    if (!(incoming instanceof IncomingMessage) || incoming.readableDidRead) return limit(c, next);
    if (Number(incoming.headers['content-length']) > options.maxSize) return options.tooLarge(c);
    const body = await readIncoming(incoming, options.maxSize);
    if (!body) return options.tooLarge(c);
    // Hono keeps promises in its body cache (its type says values): c.req.json() awaits `text`.
    const cache = c.req.bodyCache as Record<string, Promise<unknown>>;
    // A multipart body (a picture upload, up to 10 MB) is bytes: no text copy of it.
    if (!/^multipart\//i.test(incoming.headers['content-type'] ?? '')) {
      cache.text = Promise.resolve(body.toString('utf8'));
    }
    cache.arrayBuffer = Promise.resolve(
      body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer,
    );
    return next();
  };
}
