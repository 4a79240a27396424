import type { Context, TypedResponse } from 'hono';
import type { CachedJson } from './response-cache';

/**
 * What a cached read answers, declared for the typed client (decision 022): the JSON of `T` with
 * 200, or an empty 304 when the client already has it. The bytes are sent as they were cached,
 * never parsed and serialized again, so the type is declared rather than inferred from c.json().
 */
export type CachedResponse<T> =
  | (Response & TypedResponse<T, 200, 'json'>)
  | (Response & TypedResponse<null, 304, 'body'>);

/** Public catalogue reads may sit in a CDN and a browser for a minute, then revalidate in the background. */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

/** If-None-Match holds this ETag (weak comparison, RFC 9110 §13.1.2) or "*". */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === bare;
  });
}

function preferredEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  // q=0 refuses an encoding; anything else accepts it.
  const accepts = (name: string) =>
    header.split(',').some((part) => {
      const [token, ...params] = part.trim().split(';');
      if (token?.trim().toLowerCase() !== name) return false;
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return !q || Number(q.slice(2)) > 0;
    });
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/**
 * Sends a cached answer: 304 when the client has it, else the JSON, pre-compressed when large
 * (the app's compress middleware leaves a response that already has a Content-Encoding alone).
 */
export function sendCached<T>(c: Context, cached: CachedJson<T>, cacheControl?: string): CachedResponse<T>;
export function sendCached(c: Context, cached: CachedJson, cacheControl = CATALOGUE_CACHE_CONTROL): Response {
  c.header('ETag', cached.etag);
  c.header('Cache-Control', cacheControl);
  c.header('Vary', 'Accept-Encoding');
  if (etagMatches(c.req.header('if-none-match'), cached.etag)) return c.body(null, 304);
  c.header('Content-Type', 'application/json; charset=UTF-8');
  const encoding = cached.compressible ? preferredEncoding(c.req.header('accept-encoding')) : null;
  if (encoding) c.header('Content-Encoding', encoding);
  const body = encoding === 'br' ? cached.br() : encoding === 'gzip' ? cached.gzip() : cached.body;
  // A known length also tells the app's compress middleware that a small body is not worth it.
  c.header('Content-Length', String(body.length));
  // Node allocates these buffers on plain ArrayBuffers; the cast only narrows the type.
  return c.body(body as Uint8Array<ArrayBuffer>, 200);
}
