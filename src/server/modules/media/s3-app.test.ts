import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PICTURE_WIDTHS, pictureUrl } from '@/shared/media/pictures';
import type { CookieJar } from '@/testing/accounts';
import { storedNames, uploadPicture } from '@/testing/media';
import { signIn } from '@/testing/orders';
import { photo } from '@/testing/pictures';
import { startS3Server } from '@/testing/s3-server';
import { createTestApp, type TestApp } from '@/testing/test-app';
import { createS3Storage } from './s3-storage';
import type { PictureStorage } from './storage';

/** The whole app configured with S3_* variables, against a real S3-compatible server. */
let s3: Awaited<ReturnType<typeof startS3Server>>;
let t: TestApp;
let bucket: PictureStorage;
let jar: CookieJar;

beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp({ env: s3.env });
  bucket = createS3Storage(s3.config);
  jar = (await signIn(t, 'manager', 'brazil-prime-marietta')).jar;
}, 180_000);
afterAll(async () => {
  await t?.services.media.stop();
  await t?.close();
  await s3?.close();
}, 30_000);

describe('pictures in an S3 bucket (S3_BUCKET set)', { timeout: 60_000 }, () => {
  it('chooses the bucket from the configuration', () => {
    expect(t.env.pictureStorage.kind).toBe('s3');
    expect(t.services.media.kind).toBe('s3');
  });

  it('a refused upload leaves the bucket empty', async () => {
    const res = await uploadPicture(t, jar, Buffer.from('GIF89a not really'));
    expect(res.status).toBe(422);
    expect(await storedNames(bucket)).toEqual([]);
  });

  it('stores the WebP versions in the bucket, serves them with 304, and makes the AVIF after', async () => {
    const res = await uploadPicture(t, jar, await photo(900, 1200, 'webp'), { type: 'image/webp' });
    expect(res.status).toBe(201);
    const { picture } = (await res.json()) as {
      picture: { id: string; url: string; width: number; height: number };
    };
    expect([picture.width, picture.height]).toEqual([900, 1200]);
    const names = await storedNames(bucket);
    for (const w of PICTURE_WIDTHS) expect(names).toContain(`${picture.id}-${w}.webp`);

    const served = await t.app.request(picture.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = new Uint8Array(await served.arrayBuffer());
    expect(bytes.length).toBe(Number(served.headers.get('content-length')));
    const again = await t.app.request(picture.url, {
      headers: { 'if-none-match': served.headers.get('etag')! },
    });
    expect(again.status).toBe(304);

    await t.services.media.idle();
    for (const w of PICTURE_WIDTHS) {
      const avif = await t.app.request(pictureUrl(picture.id, w, 'avif'));
      expect(avif.status).toBe(200);
      expect(avif.headers.get('content-type')).toBe('image/avif');
      await avif.arrayBuffer();
    }
    expect((await t.app.request(pictureUrl('ffffffffffffffff', 400))).status).toBe(404);
  });
});
