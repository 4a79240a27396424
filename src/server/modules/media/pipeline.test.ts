import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PICTURE_MAX_PIXELS, PICTURE_MAX_SIDE } from '@/shared/media/pictures';
import { photo } from '@/testing/pictures';
import { detectUploadType } from './detect-type';
import { encode, PictureRefusal, processPicture } from './pipeline';

const sizes = async (bodies: { body: Buffer }[]) =>
  Promise.all(
    bodies.map(async ({ body }) => {
      const m = await sharp(body).metadata();
      return [m.format, m.width, m.height];
    }),
  );

async function refusal(bytes: Buffer): Promise<string> {
  try {
    await processPicture(bytes);
  } catch (error) {
    if (error instanceof PictureRefusal) return error.key;
    throw error;
  }
  throw new Error('accepted');
}

describe('processPicture: accepted files', { timeout: 30_000 }, () => {
  it.each(['jpeg', 'png', 'webp'] as const)(
    'a %s becomes WebP at 400, 800 and 1600 wide, named by a 16-hex content hash',
    async (format) => {
      const picture = await processPicture(await photo(2000, 1500, format));
      expect(picture.id).toMatch(/^[0-9a-f]{16}$/);
      expect(picture.type).toBe(`image/${format}`);
      expect([picture.width, picture.height]).toEqual([1600, 1200]);
      expect(picture.webp.map((w) => w.width)).toEqual([400, 800, 1600]);
      expect(await sizes(picture.webp)).toEqual([
        ['webp', 400, 300],
        ['webp', 800, 600],
        ['webp', 1600, 1200],
      ]);
    },
  );

  it('keeps transparency of a PNG', async () => {
    const picture = await processPicture(await photo(900, 600, 'png', { alpha: true }));
    const largest = await sharp(picture.webp[2]!.body).metadata();
    expect(largest.hasAlpha).toBe(true);
  });

  it('never enlarges: a 600 px picture is stored at its own size under the 800 and 1600 names', async () => {
    const picture = await processPicture(await photo(600, 450));
    expect([picture.width, picture.height]).toEqual([600, 450]);
    expect(await sizes(picture.webp)).toEqual([
      ['webp', 400, 300],
      ['webp', 600, 450],
      ['webp', 600, 450],
    ]);
  });

  it('gives the same id to the same pixels, another to other pixels', async () => {
    const a = await processPicture(await photo(700, 500, 'png'));
    const again = await processPicture(await photo(700, 500, 'png'));
    const other = await processPicture(await photo(700, 500, 'png', { seed: 2 }));
    expect(again.id).toBe(a.id);
    expect(other.id).not.toBe(a.id);
  });

  it('turns a picture upright by its EXIF orientation, then strips EXIF (GPS included), XMP and ICC', async () => {
    // 600 wide × 400 high as stored, marked "rotate 90°": a portrait photo from a phone.
    const phone = await sharp(await photo(600, 400))
      .withExif({
        IFD0: { Make: 'Phone', Model: 'X', Copyright: 'Someone' },
        IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1' },
      })
      .withIccProfile('p3')
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/></x:xmpmeta>')
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const before = await sharp(phone).metadata();
    expect(before.exif).toBeDefined();
    expect(before.icc).toBeDefined();
    expect(before.xmp).toBeDefined();
    expect(before.orientation).toBe(6);

    const picture = await processPicture(phone);
    expect([picture.width, picture.height]).toEqual([400, 600]);
    for (const { body } of picture.webp) {
      const after = await sharp(body).metadata();
      expect(after.exif).toBeUndefined();
      expect(after.icc).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.iptc).toBeUndefined();
      expect(after.orientation).toBeUndefined();
      expect(body.includes('Someone')).toBe(false);
    }
    const avif = await sharp(await encode(picture.master, 800, 'avif')).metadata();
    expect([avif.format, avif.width, avif.height, avif.exif, avif.icc]).toEqual([
      'heif',
      400,
      600,
      undefined,
      undefined,
    ]);
  });
});

describe('processPicture: refused files', { timeout: 30_000 }, () => {
  it('refuses GIF, SVG, HEIC, PDF and text by their bytes', async () => {
    const gif = await sharp(await photo(50, 50))
      .gif()
      .toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(64)]);
    for (const bytes of [gif, svg, heic, Buffer.from('%PDF-1.7\n'), Buffer.from('just some text')]) {
      expect(detectUploadType(bytes)).toBeNull();
      expect(await refusal(bytes)).toBe('media.typeRefused');
    }
  });

  it('refuses an empty file', async () => {
    expect(await refusal(Buffer.alloc(0))).toBe('media.empty');
  });

  it('refuses a pixel bomb from its header, before decoding it', async () => {
    // 8000 × 6000 = 48 MP of one colour: a few kilobytes of PNG that would need 144 MB decoded.
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#844' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(8000 * 6000).toBeGreaterThan(PICTURE_MAX_PIXELS);
    const started = performance.now();
    expect(await refusal(bomb)).toBe('media.tooManyPixels');
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it.each([
    [100, 17_000], // 34 KB of PNG: a 500 at the WebP encoder (issue 34)
    [1600, 24_999], // 40 MP, under the megapixel cap: 3–4 s of decoding, +214 MB, then the same 500
    [17_000, 100],
  ])('refuses %i × %i from its header, before decoding it, naming the sides', async (width, height) => {
    const tall = await sharp({ create: { width, height, channels: 3, background: '#844' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const started = performance.now();
    const refused = await processPicture(tall).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PictureRefusal);
    expect(refused).toMatchObject({
      key: 'media.sideTooLong',
      params: { width, height, max: PICTURE_MAX_SIDE },
    });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('keeps a picture as tall as WebP holds', async () => {
    const picture = await processPicture(await photo(60, PICTURE_MAX_SIDE, 'png'));
    expect([picture.width, picture.height]).toEqual([60, PICTURE_MAX_SIDE]);
    expect(await sizes(picture.webp.slice(0, 1))).toEqual([['webp', 60, PICTURE_MAX_SIDE]]);
  });

  it('refuses a file with a picture signature but broken content', async () => {
    const jpeg = await photo(400, 300);
    expect(await refusal(jpeg.subarray(0, jpeg.length / 2))).toBe('media.unreadable');
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(100, 7),
    ]);
    expect(await refusal(png)).toBe('media.unreadable');
  });
});
