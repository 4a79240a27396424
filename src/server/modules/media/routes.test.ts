import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimits, type RateClass } from '@/server/http/rate-limit';
import { PICTURE_MAX_BYTES } from '@/shared/media/pictures';
import type { CookieJar } from '@/testing/accounts';
import { storedNames, uploadPicture } from '@/testing/media';
import { signIn } from '@/testing/orders';
import { photo } from '@/testing/pictures';
import { createTestApp, type TestApp } from '@/testing/test-app';
import { auditLog } from '../audit/schema';
import { createFolderStorage } from './folder-storage';
import type { PictureStorage } from './storage';

let t: TestApp;
let storage: PictureStorage;
let jpeg: Buffer;
const jars = {} as Record<'super_admin' | 'admin' | 'manager' | 'customer', CookieJar>;
const ids = {} as Record<keyof typeof jars, string>;

beforeAll(async () => {
  t = await createTestApp();
  if (t.env.pictureStorage.kind !== 'folder') throw new Error('expected the folder storage');
  storage = createFolderStorage(t.env.pictureStorage.dir);
  for (const role of ['super_admin', 'admin', 'manager', 'customer'] as const) {
    const made = await signIn(t, role, role === 'manager' ? 'brazil-prime-marietta' : undefined);
    jars[role] = made.jar;
    ids[role] = made.userId;
  }
  jpeg = await photo(1200, 900);
}, 180_000);
afterAll(() => t.close());

type Body = {
  picture?: { id: string; url: string; width: number; height: number };
  error?: Record<string, unknown>;
};
const read = async (res: Response) => ({ status: res.status, body: (await res.json()) as Body });

describe('POST /api/media/staff/pictures: who may upload', { timeout: 180_000 }, () => {
  it('refuses a visitor (401) and a customer (403), storing nothing', async () => {
    expect((await read(await uploadPicture(t, null, jpeg))).status).toBe(401);
    const customer = await read(await uploadPicture(t, jars.customer, jpeg));
    expect(customer.status).toBe(403);
    expect(customer.body.error).toMatchObject({ code: 'forbidden' });
    expect(await storedNames(storage)).toEqual([]);
  });

  it.each(['manager', 'admin', 'super_admin'] as const)(
    '%s uploads: 201 with the URL to keep, stored at every width, audited',
    async (role) => {
      const bytes = await photo(1200, 900, 'jpeg', { seed: role.length });
      const res = await uploadPicture(t, jars[role], bytes, { name: `picanha-${role}.jpg` });
      const { status, body } = await read(res);
      expect(status, JSON.stringify(body)).toBe(201);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const { id, url, width, height } = body.picture!;
      expect(id).toMatch(/^[0-9a-f]{16}$/);
      expect(url).toBe(`/media/pictures/${id}-1600.webp`);
      expect([width, height]).toEqual([1200, 900]);
      const names = await storedNames(storage);
      for (const w of [400, 800, 1600]) expect(names).toContain(`${id}-${w}.webp`);
      const served = await t.app.request(url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      const [entry] = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity_type, 'picture'), eq(auditLog.entity_id, id)));
      expect(entry).toMatchObject({
        actor_user_id: ids[role],
        actor_role: role,
        action: 'upload',
        after: { url, width: 1200, height: 900, type: 'image/jpeg', fileName: `picanha-${role}.jpg` },
      });
    },
  );

  it('stores a picture uploaded twice once, and answers the same id', async () => {
    const first = await read(await uploadPicture(t, jars.admin, jpeg));
    const before = await storedNames(storage);
    const again = await read(await uploadPicture(t, jars.manager, jpeg, { name: 'copy.jpg' }));
    expect(again.status).toBe(201);
    expect(again.body.picture).toEqual(first.body.picture);
    await t.services.media.idle();
    expect((await storedNames(storage)).filter((n) => n.endsWith('.webp'))).toEqual(
      before.filter((n) => n.endsWith('.webp')),
    );
  });
});

describe('POST /api/media/staff/pictures: refusals leave nothing behind', { timeout: 180_000 }, () => {
  const settledNames = async () => {
    await t.services.media.idle();
    return storedNames(storage);
  };

  it.each([
    [
      'a GIF',
      async () =>
        sharp(await photo(60, 40))
          .gif()
          .toBuffer(),
      'media.typeRefused',
    ],
    ['an SVG', async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'media.typeRefused'],
    ['text named .jpg', async () => Buffer.from('not a picture at all'), 'media.typeRefused'],
    ['a broken JPEG', async () => jpeg.subarray(0, 2000), 'media.unreadable'],
    ['an empty file', async () => Buffer.alloc(0), 'media.empty'],
    [
      'a pixel bomb',
      async () =>
        sharp({ create: { width: 9000, height: 5000, channels: 3, background: '#000' } })
          .png()
          .toBuffer(),
      'media.tooManyPixels',
    ],
    [
      'a picture taller than WebP holds (issue 34)',
      async () =>
        sharp({ create: { width: 100, height: 17_000, channels: 3, background: '#000' } })
          .png()
          .toBuffer(),
      'media.sideTooLong',
    ],
  ])('%s: 422 with its message on the file field', async (_, make, key) => {
    const stored = await settledNames();
    const res = await read(await uploadPicture(t, jars.admin, await make()));
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ code: 'validation_failed', key });
    expect((res.body.error as { fields: Record<string, { key: string }[]> }).fields.file![0]!.key).toBe(key);
    expect(await settledNames()).toEqual(stored);
  });

  it('says the sides of a picture too tall, in both languages', async () => {
    const tall = await sharp({ create: { width: 1600, height: 24_999, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const res = await read(await uploadPicture(t, jars.admin, tall));
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({
      key: 'media.sideTooLong',
      params: { width: 1600, height: 24_999, max: 16_383 },
      message:
        'A foto tem 1600 × 24999 pixels: cada lado pode ter no máximo 16383. Reduza a foto e envie de novo.',
    });
  });

  it('a request without the file field: 422 "choose a picture"', async () => {
    const res = await read(await uploadPicture(t, jars.admin, jpeg, { field: 'picture' }));
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ key: 'media.fileMissing' });
    const json = await t.app.request('/api/media/staff/pictures', {
      method: 'POST',
      headers: { cookie: jars.admin.header(), 'content-type': 'application/json' },
      body: JSON.stringify({ file: 'x' }),
    });
    expect(json.status).toBe(422);
  });

  it('takes a file of exactly 10 MB, refuses one byte more (422) and a larger body (413), with the same message', async () => {
    // A real JPEG padded after its end marker: decoders stop at the marker, the size is exact.
    const exact = Buffer.concat([jpeg, Buffer.alloc(PICTURE_MAX_BYTES - jpeg.length)]);
    expect(exact.length).toBe(PICTURE_MAX_BYTES);
    expect((await read(await uploadPicture(t, jars.admin, exact))).status).toBe(201);

    const stored = await settledNames();
    const over = await read(await uploadPicture(t, jars.admin, Buffer.concat([exact, Buffer.from([0])])));
    expect(over.status).toBe(422);
    expect(over.body.error).toMatchObject({
      key: 'media.tooLarge',
      message: 'A foto passa de 10 MB. Envie uma foto menor.',
    });

    const huge = await read(await uploadPicture(t, jars.admin, Buffer.alloc(PICTURE_MAX_BYTES + 200 * 1024)));
    expect(huge.status).toBe(413);
    expect(huge.body.error).toMatchObject({ key: 'media.tooLarge' });
    expect(await settledNames()).toEqual(stored);
  });
});

describe('uploads count in the §9 upload rate class', { timeout: 60_000 }, () => {
  it('each upload counts as upload (not admin); the 31st in a minute is refused for 2 minutes', async () => {
    const classes: RateClass[] = [];
    const real = createRateLimits();
    const app = await createTestApp({
      services: () => ({
        rateLimits: {
          ...real,
          enforce: (cls, key, message) => {
            classes.push(cls);
            return real.enforce(cls, key, message);
          },
        },
      }),
    });
    try {
      const jar = (await signIn(app, 'admin')).jar;
      classes.length = 0;
      // Refused bodies are cheap and count all the same.
      for (let i = 0; i < 30; i++) {
        expect((await uploadPicture(app, jar, Buffer.from('x'))).status).toBe(422);
      }
      expect(new Set(classes)).toEqual(new Set(['upload']));
      const res = await uploadPicture(app, jar, jpeg);
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(100);
      const body = (await res.json()) as { error: { key: string; message: string } };
      expect(body.error.key).toBe('rateLimit.limited');
      expect(body.error.message).toMatch(/^Limite de requisições atingido\. Tente novamente às \d{2}:\d{2}$/);
    } finally {
      await app.close();
    }
  });
});
