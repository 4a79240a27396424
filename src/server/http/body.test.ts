import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/testing/test-app';

/**
 * Request bodies and compression over a real socket: on the Node server, bodies are read from the
 * request stream into Hono's body cache (body.ts), which app.request() tests never reach.
 */
let t: TestApp;
let server: ReturnType<typeof serve>;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...headers },
    duplex: 'half',
  } as RequestInit);

const chunked = (bytes: number) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      const chunk = new Uint8Array(64 * 1024).fill(32);
      for (let sent = 0; sent < bytes; sent += chunk.length) controller.enqueue(chunk);
      controller.close();
    },
  });

describe('request bodies on the Node server', () => {
  it('hands a JSON body to the route (an add to cart answers the cart)', async () => {
    const product = await t.services.catalogue.product('chimichurri');
    const res = await post('/api/cart/items', JSON.stringify({ productId: product.id, quantity: 2 }));
    expect(res.status).toBe(200);
    const cart = await res.json();
    expect(cart.items).toEqual([expect.objectContaining({ productId: product.id, quantity: 2 })]);
  });

  it('answers 400 to malformed JSON', async () => {
    const res = await post('/api/cart/items', '{"productId":');
    expect(res.status).toBe(400);
  });

  it('refuses a body announced over 1 MB with 413 JSON', async () => {
    const res = await post('/api/cart/items', 'x'.repeat(1024 * 1024 + 1));
    expect(res.status).toBe(413);
    expect((await res.json()).error.message).toBe('Conteúdo grande demais (máximo 1 MB).');
  });

  it('refuses a streamed body without Content-Length once it passes 1 MB', async () => {
    const res = await post('/api/cart/items', chunked(2 * 1024 * 1024));
    expect(res.status).toBe(413);
  });

  it('reads a streamed body under the limit', async () => {
    const product = await t.services.catalogue.product('chimichurri');
    const text = new TextEncoder().encode(JSON.stringify({ productId: product.id, quantity: 1 }));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(text.slice(0, 10));
        controller.enqueue(text.slice(10));
        controller.close();
      },
    });
    expect((await post('/api/cart/items', stream)).status).toBe(200);
  });
});

describe('compression on the Node server', () => {
  it('gzips a large read and leaves answers to writes as they are', async () => {
    const read = await fetch(`${base}/api/catalogue/products`, { headers: { 'accept-encoding': 'gzip' } });
    expect(read.headers.get('content-encoding')).toBe('gzip');
    const product = await t.services.catalogue.product('picanha');
    const body = JSON.stringify({
      productId: product.id,
      variationId: product.variations[0]?.id,
      quantity: 1,
    });
    const write = await post('/api/cart/items', body, { 'accept-encoding': 'gzip' });
    expect(write.status).toBe(200);
    expect(write.headers.get('content-encoding')).toBeNull();
  });
});
