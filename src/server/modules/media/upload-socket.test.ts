import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PICTURE_MAX_BYTES } from '@/shared/media/pictures';
import { signIn } from '@/testing/orders';
import { photo } from '@/testing/pictures';
import { createTestApp, type TestApp } from '@/testing/test-app';

/**
 * The upload's body limit on a real socket (the Node server reads bodies straight from the stream,
 * src/server/http/body.ts), as a browser sends it: a 10 MB file passes, a larger body is a 413 with
 * the picture's message, not a 500 or a reset connection.
 */
let t: TestApp;
let server: ReturnType<typeof serve>;
let base: string;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  cookie = (await signIn(t, 'admin')).jar.header();
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((done) => server.once('listening', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 180_000);
afterAll(async () => {
  await new Promise((done) => server.close(done));
  await t.services.media.idle();
  await t.close();
});

const send = (bytes: Uint8Array) => {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], 'foto.jpg', { type: 'image/jpeg' }));
  return fetch(`${base}/api/media/staff/pictures`, { method: 'POST', headers: { cookie }, body: form });
};

describe('the upload over a real socket', { timeout: 60_000 }, () => {
  it('accepts a file of exactly 10 MB and refuses a larger body with 413 and the picture message', async () => {
    const jpeg = await photo(800, 600);
    const exact = Buffer.concat([jpeg, Buffer.alloc(PICTURE_MAX_BYTES - jpeg.length)]);
    const ok = await send(exact);
    expect(ok.status, await ok.clone().text()).toBe(201);

    const over = await send(Buffer.alloc(PICTURE_MAX_BYTES + 100 * 1024));
    expect(over.status).toBe(413);
    expect(await over.json()).toMatchObject({
      error: { key: 'media.tooLarge', message: 'A foto passa de 10 MB. Envie uma foto menor.' },
    });
  });
});
