import { createHash } from 'node:crypto';
import sharp from 'sharp';
import {
  PICTURE_LARGEST_WIDTH,
  PICTURE_MAX_PIXELS,
  PICTURE_MAX_SIDE,
  PICTURE_WIDTHS,
  type PictureWidth,
} from '@/shared/media/pictures';
import type { MessageKey, MessageParams } from '@/shared/messages';
import { detectUploadType, type UploadType } from './detect-type';

/** Why a file is not a picture we keep (each a message key the web shows in its language). */
export class PictureRefusal extends Error {
  override name = 'PictureRefusal';
  constructor(
    readonly key: Extract<MessageKey, `media.${string}`>,
    detail?: string,
    /** What the message names (`{width}`, `{height}`, `{max}`). */
    readonly params?: MessageParams,
  ) {
    super(detail ?? key);
  }
}

/** The cleaned pixels at the largest stored size: what every stored file is made from. */
export type Master = { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };

export type ProcessedPicture = {
  /** 16 hex characters of the SHA-256 of the cleaned pixels (and their shape). */
  id: string;
  type: UploadType;
  /** Size of the largest stored version (the picture's own size when it is narrower than 1600). */
  width: number;
  height: number;
  webp: { width: PictureWidth; body: Buffer }[];
  master: Master;
};

export const WEBP_OPTIONS = { quality: 80, effort: 4 } as const;
/** Effort 2: 0.9 s instead of 4.2 s at sharp's default for a 4000×3000 photo at three widths (issue 15). */
export const AVIF_OPTIONS = { quality: 55, effort: 2 } as const;

const LARGEST = PICTURE_LARGEST_WIDTH;
const DECODE = { limitInputPixels: PICTURE_MAX_PIXELS, failOn: 'error', autoOrient: true } as const;

function refusalOf(error: unknown): PictureRefusal {
  const text = error instanceof Error ? error.message : String(error);
  return /pixel limit/i.test(text)
    ? new PictureRefusal('media.tooManyPixels', text)
    : new PictureRefusal('media.unreadable', text);
}

/**
 * The header's size against what we keep: at most PICTURE_MAX_PIXELS (a pixel bomb), and each side
 * at most PICTURE_MAX_SIDE, what WebP holds — refused here, not after seconds of decoding and a
 * failed encode (issue 34).
 */
function checkDimensions(width: number, height: number) {
  if (width * height > PICTURE_MAX_PIXELS)
    throw new PictureRefusal('media.tooManyPixels', `${width}×${height}`);
  if (width > PICTURE_MAX_SIDE || height > PICTURE_MAX_SIDE)
    throw new PictureRefusal('media.sideTooLong', `${width}×${height}`, {
      width,
      height,
      max: PICTURE_MAX_SIDE,
    });
}

/**
 * Reads an upload's real type, refuses pixel bombs from the header before anything is decoded,
 * then decodes once: turned upright by its EXIF orientation, in sRGB, at most 1600 wide. Nothing of
 * the file's metadata survives (EXIF with its GPS position, XMP, IPTC, ICC profiles): the stored
 * files are encoded from bare pixels. Makes the WebP of every width; AVIF is left for later
 * (`encodeAvif`). Throws PictureRefusal for a file we do not keep.
 */
export async function processPicture(bytes: Buffer): Promise<ProcessedPicture> {
  if (bytes.length === 0) throw new PictureRefusal('media.empty');
  const type = detectUploadType(bytes);
  if (!type) throw new PictureRefusal('media.typeRefused');

  // The header alone: a 50,000 × 50,000 PNG of a few kilobytes is refused before it is inflated.
  let header: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw refusalOf(error);
  }
  checkDimensions(header.width ?? 0, header.pageHeight ?? header.height ?? 0);

  let master: Master;
  try {
    const { data, info } = await sharp(bytes, DECODE)
      .resize({ width: LARGEST, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    master = { data, info };
  } catch (error) {
    throw refusalOf(error);
  }

  const { width, height, channels } = master.info;
  const id = createHash('sha256')
    .update(`${width}x${height}x${channels}:`)
    .update(master.data)
    .digest('hex')
    .slice(0, 16);
  const webp = await Promise.all(
    PICTURE_WIDTHS.map(async (w) => ({ width: w, body: await encode(master, w, 'webp') })),
  );
  return { id, type, width, height, webp, master };
}

/** One size of the master in one format; a picture narrower than `width` keeps its own size. */
export function encode(master: Master, width: PictureWidth, format: 'webp' | 'avif'): Promise<Buffer> {
  const pipeline = sharp(master.data, { raw: master.info }).resize({ width, withoutEnlargement: true });
  return (format === 'webp' ? pipeline.webp(WEBP_OPTIONS) : pipeline.avif(AVIF_OPTIONS)).toBuffer();
}

/**
 * The master again from a stored WebP, for AVIF made after a restart lost the one in memory
 * (a second lossy step, at the largest size only: the difference does not show at these widths).
 */
export async function masterFromWebp(webp: Buffer): Promise<Master> {
  const { data, info } = await sharp(webp, { limitInputPixels: PICTURE_MAX_PIXELS })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, info };
}
