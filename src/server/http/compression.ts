import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/**
 * Gzip for answers to reads over 1 KB (catalogue lists, pages); static files are served
 * pre-compressed. compress() decides by Content-Length, which c.json()/c.html() never set, so
 * those bodies are measured first and small answers skip the gzip cost (STACK-NOTES: serving).
 *
 * Answers to writes (cart, checkout, accounts) go as they are: they are small and per person,
 * and measuring them rebuilt each one as a stream-backed Response — about a tenth of an
 * add-to-cart's CPU (docs/decisions/019-cart-group-commit.md).
 */
export function compressLargeReads(): MiddlewareHandler {
  const gzip = compress({ threshold: 1024 });
  return (c, next) => {
    if (!isRead(c.req.method)) return next();
    return gzip(c, async () => {
      await next();
      const type = c.res.headers.get('content-type') ?? '';
      // `.body` last: reading it turns node-server's lightweight Response into a stream-backed one.
      if (
        !c.res.headers.has('content-length') &&
        /^(application\/json|text\/html)/.test(type) &&
        c.res.body
      ) {
        const body = await c.res.arrayBuffer();
        c.res = new Response(body, c.res);
        c.res.headers.set('content-length', String(body.byteLength));
      }
    });
  };
}
