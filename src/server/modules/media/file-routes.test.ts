import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PICTURE_WIDTHS, pictureUrl } from '@/shared/media/pictures';
import { storedNames } from '@/testing/media';
import { photo } from '@/testing/pictures';
import { createTestApp, type TestApp } from '@/testing/test-app';
import { createFolderStorage } from './folder-storage';
import { createMediaService } from './service';
import type { PictureStorage } from './storage';

let t: TestApp;
let storage: PictureStorage;
let id: string;
const actor = { userId: 'test-admin', role: 'admin' };

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  if (t.env.pictureStorage.kind !== 'folder') throw new Error('expected the folder storage');
  storage = createFolderStorage(t.env.pictureStorage.dir);
  const file = new File([new Uint8Array(await photo(1000, 750, 'png'))], 'chuleta.png', {
    type: 'image/png',
  });
  ({ id } = await t.services.media.upload(actor, file));
  await t.services.media.idle();
}, 180_000);
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });
const removeAvif = async () => {
  for (const name of await storedNames(storage)) if (name.endsWith('.avif')) await storage.remove(name);
};

describe('GET /media/pictures/:name', { timeout: 30_000 }, () => {
  it('serves each stored size with its type, length, a year-long immutable cache and an ETag', async () => {
    for (const width of PICTURE_WIDTHS) {
      for (const format of ['webp', 'avif'] as const) {
        const res = await get(pictureUrl(id, width, format));
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe(`image/${format}`);
        expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(res.headers.get('etag')).toMatch(/^".+"$/);
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        const bytes = new Uint8Array(await res.arrayBuffer());
        expect(bytes.length).toBe(Number(res.headers.get('content-length')));
      }
    }
  });

  it('answers 304 to a matching If-None-Match (strong, weak or in a list), 200 to another tag', async () => {
    const url = pictureUrl(id, 400);
    const etag = (await get(url)).headers.get('etag')!;
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await get(url, { 'if-none-match': header });
      expect(res.status, header).toBe(304);
      expect(res.headers.get('etag')).toBe(etag);
      expect(await res.text()).toBe('');
    }
    expect((await get(url, { 'if-none-match': '"stale"' })).status).toBe(200);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await t.app.request(pictureUrl(id, 800), { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(await res.text()).toBe('');
  });

  it('answers a plain 404 to unknown pictures and to any name outside the contract (no traversal)', async () => {
    const bad = [
      pictureUrl('ffffffffffffffff', 800),
      `/media/pictures/${id}-500.webp`,
      `/media/pictures/${id}-800.png`,
      `/media/pictures/${id.toUpperCase()}-800.webp`,
      `/media/pictures/..%2F..%2F..%2Fetc%2Fpasswd`,
      `/media/pictures/..%2Fauth-secret`,
      `/media/pictures/%2e%2e%2f${id}-800.webp`,
      `/media/pictures/${id}-800.webp%00.png`,
      '/media/pictures/',
      '/media/other',
    ];
    for (const path of bad) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).not.toMatch(/html/);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
  });
});

describe('AVIF made after the answer', { timeout: 60_000 }, () => {
  it('a not-yet-made AVIF redirects for a minute to the WebP of the same width, and is then made', async () => {
    await removeAvif();
    const res = await get(pictureUrl(id, 800, 'avif'));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(pictureUrl(id, 800, 'webp'));
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    await t.services.media.idle();
    const made = await get(pictureUrl(id, 800, 'avif'));
    expect(made.status).toBe(200);
    expect(made.headers.get('content-type')).toBe('image/avif');
    // An AVIF of a picture that does not exist is a 404, not a redirect.
    expect((await get(pictureUrl('ffffffffffffffff', 800, 'avif'))).status).toBe(404);
  });

  it('after a restart, the start-up sweep makes every missing AVIF from the stored WebP', async () => {
    await removeAvif();
    // A new process on the same storage: nothing in memory.
    const restarted = createMediaService({ db: t.database.db, storage });
    expect(await restarted.sweepMissingAvif()).toBe(1);
    await restarted.idle();
    const names = await storedNames(storage);
    for (const width of PICTURE_WIDTHS) expect(names).toContain(`${id}-${width}.avif`);
    expect(await restarted.sweepMissingAvif()).toBe(0);
  });
});
