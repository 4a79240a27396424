// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xhrFetch } from './xhr-fetch';

/** A real HTTP server that counts what it receives and answers like the API (JSON, a status, a header). */
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    // jsdom's origin is not this server's: answer the CORS preflight a browser would send.
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'POST',
        'access-control-allow-headers': '*',
      });
      return void res.end();
    }
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
    });
    req.on('end', () => {
      const refused = req.url === '/refuse';
      res.writeHead(refused ? 422 : 201, {
        'content-type': 'application/json',
        'x-received': String(size),
        'access-control-allow-origin': '*',
        'access-control-expose-headers': 'x-received',
      });
      res.end(
        JSON.stringify(
          refused ? { error: { code: 'validation_failed' } } : { received: size, method: req.method },
        ),
      );
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

describe('xhrFetch (fetch over XMLHttpRequest, for upload progress)', () => {
  it('sends the body, reports progress as fractions, and gives back status, headers and JSON', async () => {
    const progress: number[] = [];
    const form = new FormData();
    form.append('file', new File([new Uint8Array(256 * 1024)], 'foto.jpg', { type: 'image/jpeg' }));
    const res = await xhrFetch((f) => progress.push(f))(`${base}/upload`, { method: 'POST', body: form });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { received: number; method: string };
    expect(body.method).toBe('POST');
    expect(body.received).toBeGreaterThan(256 * 1024);
    expect(res.headers.get('x-received')).toBe(String(body.received));
    // jsdom sends the body in one piece and may report no progress; a browser reports it as it goes.
    expect(progress.every((f) => f >= 0 && f <= 1)).toBe(true);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('resolves a refusal like fetch does (the transport turns it into an ApiError)', async () => {
    const res = await xhrFetch(() => {})(`${base}/refuse`, { method: 'POST', body: 'x' });
    expect(res.ok).toBe(false);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: { code: 'validation_failed' } });
  });

  it('rejects with a TypeError when the server cannot be reached, like fetch', async () => {
    await expect(
      xhrFetch(() => {})('http://127.0.0.1:1/nothing', { method: 'POST', body: 'x' }),
    ).rejects.toThrow(TypeError);
  });
});
