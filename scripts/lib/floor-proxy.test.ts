import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: the measuring scripts are plain ES modules without types
import { startFloorProxy } from './floor-proxy.mjs';

const PAGE =
  '<html><head><link rel="modulepreload" href="/assets/a.js"><script type="module" crossorigin src="/assets/index.js"></script></head>' +
  '<body><h1>Picanha</h1><script type="application/json" id="ssr-state">{"x":1}</script></body></html>';
const upstream = createServer((request, response) => {
  if (request.url === '/images/a.webp')
    return response.writeHead(200, { 'content-type': 'image/webp' }).end('RIFF');
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
});
let proxy: { url: string; stop: () => Promise<void> };
beforeAll(async () => {
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const address = upstream.address() as { port: number };
  proxy = await startFloorProxy(`http://127.0.0.1:${address.port}`);
});
afterAll(async () => {
  await proxy.stop();
  upstream.close();
});

describe('the floor proxy of npm run lighthouse -- --floor (decision 059)', () => {
  it('serves a page as drawn, without its scripts, their preloads or their state', async () => {
    const answer = await fetch(`${proxy.url}/produtos`);
    const html = await answer.text();
    expect(html).toBe('<html><head></head><body><h1>Picanha</h1></body></html>');
    expect(answer.headers.get('content-encoding')).toBe('gzip');
  });

  it('passes pictures through and answers an empty page of its own', async () => {
    expect(await (await fetch(`${proxy.url}/images/a.webp`)).text()).toBe('RIFF');
    expect(await (await fetch(`${proxy.url}/__empty`)).text()).toContain('<p>An empty page.</p>');
  });
});
