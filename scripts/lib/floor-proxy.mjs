// The floor under a page's numbers (decision 059): a proxy in front of the production server that
// serves each page as drawn by the server but without its JavaScript (module scripts, their
// preloads and the state they read), so Lighthouse can measure what the HTML, CSS, fonts and
// pictures cost by themselves; `/__empty` is a page with two lines of text, the machine's own floor.
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';

const EMPTY =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="An empty page"><title>Empty</title></head><body><h1>Casa Brasil</h1><p>An empty page.</p></body></html>';

/** The page's HTML without a byte of its JavaScript. */
export function withoutScripts(html) {
  return html
    .replace(/<script\b[^>]*\btype="module"[^>]*>\s*<\/script>/g, '')
    .replace(/<script\b[^>]*\bid="ssr-state"[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, '');
}

/** Starts the proxy on 127.0.0.1; `url` is its address, `stop()` closes it. */
export async function startFloorProxy(upstream) {
  const server = createServer(async (request, response) => {
    try {
      const send = (status, type, body, headers = {}) => {
        const compressed = /^(text\/|application\/(json|javascript)|image\/svg)/.test(type);
        const bytes = compressed ? gzipSync(body) : body;
        response.writeHead(status, {
          'content-type': type,
          ...(compressed ? { 'content-encoding': 'gzip' } : {}),
          'content-length': bytes.length,
          ...headers,
        });
        response.end(bytes);
      };
      if (request.url === '/__empty') return send(200, 'text/html; charset=utf-8', Buffer.from(EMPTY));
      const answer = await fetch(upstream + request.url, { headers: { 'accept-language': 'pt-BR' } });
      const type = answer.headers.get('content-type') ?? 'application/octet-stream';
      const cache = answer.headers.get('cache-control');
      const body = Buffer.from(await answer.arrayBuffer());
      const page = type.startsWith('text/html') ? Buffer.from(withoutScripts(body.toString('utf8'))) : body;
      send(answer.status, type, page, cache ? { 'cache-control': cache } : {});
    } catch (error) {
      response.writeHead(502).end(String(error));
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Bounded like every server a script starts: it never outlives a forgotten run.
  const bound = setTimeout(() => server.close(), 60 * 60_000).unref();
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    stop: () => {
      clearTimeout(bound);
      return new Promise((resolve) => server.close(resolve));
    },
  };
}
