import type { PICTURE_UPLOAD_TYPES } from '@/shared/media/pictures';

export type UploadType = (typeof PICTURE_UPLOAD_TYPES)[number];

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

/**
 * The real type of an upload, read from its first bytes (never its name or the browser's
 * Content-Type): JPEG, PNG or WebP, else null. GIF, SVG, HEIC, PDF and text are refused here, before
 * any decoder sees them (an SVG would reach librsvg and its parser; a GIF would lose its animation).
 */
export function detectUploadType(bytes: Uint8Array): UploadType | null {
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  return null;
}
