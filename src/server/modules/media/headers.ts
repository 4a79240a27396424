/** Picture names change with their content, so a stored file is cached for a year and never revalidated. */
export const PICTURE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** A not-yet-made AVIF points at its WebP for a minute; by then the background work has made it. */
export const FALLBACK_CACHE_CONTROL = 'public, max-age=60';

export const CONTENT_TYPES = { webp: 'image/webp', avif: 'image/avif' } as const;
