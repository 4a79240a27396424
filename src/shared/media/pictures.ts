/**
 * The shop's uploaded pictures (issue 15): one contract for the server that makes and serves them,
 * the admin screens that upload them and the storefront that shows them.
 *
 * An uploaded picture is named by the hash of its cleaned pixels (`id`, 16 hex characters), and
 * is stored once per width and format: `/media/pictures/<id>-<width>.<format>`. What a product,
 * banner or category keeps in its `image_url(s)` is the URL of the largest WebP (`pictureUrl(id)`),
 * which any browser can show; the storefront derives every other size from it. The names never
 * change for the same content, so they are served with a year-long immutable cache.
 */

/** Widths made for every picture, smallest first. A picture narrower than a width is not enlarged. */
export const PICTURE_WIDTHS = [400, 800, 1600] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];
/** The largest width: the URL a product or banner keeps names it. */
export const PICTURE_LARGEST_WIDTH: PictureWidth = PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1] ?? 1600;

/** WebP is made at upload; AVIF follows in the background (sharp effort 2). */
export const PICTURE_FORMATS = ['webp', 'avif'] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];

/** Accepted uploads, by their real type (read from the bytes, not the name or header). */
export const PICTURE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PICTURE_MAX_BYTES = 10 * 1024 * 1024;
/** A larger picture is refused as a "pixel bomb" before it is decoded. */
export const PICTURE_MAX_PIXELS = 40_000_000;
/**
 * The longest side a picture may have: WebP holds at most 16,383 pixels a side. A taller picture
 * passed the megapixel cap (1600 × 24,999 is 40 MP) and failed at the encoder, a 500 after seconds
 * of decoding (issue 34); it is refused from the header, like a pixel bomb.
 */
export const PICTURE_MAX_SIDE = 16_383;

export const PICTURE_PATH_PREFIX = '/media/pictures/';

const ID = /^[0-9a-f]{16}$/;
const NAME = /^\/media\/pictures\/([0-9a-f]{16})-(\d+)\.(webp|avif)$/;

export function isPictureId(id: string): boolean {
  return ID.test(id);
}

/** The URL of one stored size of a picture (the largest WebP by default). */
export function pictureUrl(
  id: string,
  width: PictureWidth = PICTURE_LARGEST_WIDTH,
  format: PictureFormat = 'webp',
): string {
  return `${PICTURE_PATH_PREFIX}${id}-${width}.${format}`;
}

/** The picture id behind an uploaded picture's URL, or null for any other URL (seeded SVGs, links). */
export function pictureIdOf(url: string | null | undefined): string | null {
  const match = url ? NAME.exec(url) : null;
  return match ? match[1]! : null;
}

/**
 * The `srcset` of an uploaded picture in one format (`…-400.webp 400w, …-800.webp 800w, …`), or null
 * when the URL is not an uploaded picture (then the plain `src` is all there is).
 */
export function pictureSrcSet(url: string | null | undefined, format: PictureFormat = 'webp'): string | null {
  const id = pictureIdOf(url);
  if (!id) return null;
  return PICTURE_WIDTHS.map((width) => `${pictureUrl(id, width, format)} ${width}w`).join(', ');
}

const FILE_NAME = /^([0-9a-f]{16})-([1-9]\d{0,4})\.(webp|avif)$/;

/** One stored file of a picture, as its name says. */
export type PictureFile = { id: string; width: PictureWidth; format: PictureFormat };

/**
 * The picture file a bare name stands for (`<id>-<width>.<format>`, the part after
 * PICTURE_PATH_PREFIX), or null for any other name: a width not made, another extension, a path
 * (`..`, `/`), anything longer. The server serves and stores only names that pass here.
 */
export function parsePictureName(name: string): PictureFile | null {
  const match = FILE_NAME.exec(name);
  if (!match) return null;
  const width = Number(match[2]);
  if (!(PICTURE_WIDTHS as readonly number[]).includes(width)) return null;
  return { id: match[1]!, width: width as PictureWidth, format: match[3] as PictureFormat };
}

/** The bare file name of one stored size (`<id>-<width>.<format>`), the storage's key. */
export function pictureFileName(id: string, width: PictureWidth, format: PictureFormat): string {
  return `${id}-${width}.${format}`;
}

/**
 * The demo catalogue's product and category drawings (`/images/products|categories/…svg`) are also
 * stored as WebP at every picture width beside them (`picanha.svg` → `picanha-400.webp`…,
 * scripts/catalogue-art/rasters.mjs): a browser parses an SVG picture as a document on its main
 * thread, a WebP is decoded off it, and a page shows dozens of them (decision 058). The banners'
 * and the hero's line art stay SVG: 1–3 KB each against 30–68 KB as WebP, and one at a time.
 */
const ART = /^(\/images\/(?:products|categories)\/[a-z0-9-]+)\.svg$/;

/** The WebP of a demo drawing at one width, or null for any other URL. */
export function artUrl(url: string | null | undefined, width: PictureWidth = 800): string | null {
  const match = url ? ART.exec(url) : null;
  return match ? `${match[1]}-${width}.webp` : null;
}

/** The WebP `srcset` of a demo drawing (`…-400.webp 400w, …`), or null for any other URL. */
export function artSrcSet(url: string | null | undefined): string | null {
  if (!artUrl(url)) return null;
  return PICTURE_WIDTHS.map((width) => `${artUrl(url, width)} ${width}w`).join(', ');
}
