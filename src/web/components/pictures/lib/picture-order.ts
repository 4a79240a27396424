import { PICTURE_WIDTHS, pictureIdOf, pictureUrl } from '@/shared/media/pictures';

/** The list with `url` moved to `to` (0-based, clamped). */
export function moveTo(urls: readonly string[], url: string, to: number): string[] {
  const rest = urls.filter((u) => u !== url);
  const at = Math.max(0, Math.min(to, rest.length));
  return [...rest.slice(0, at), url, ...rest.slice(at)];
}

/** What a thumbnail shows: the 400-wide WebP of an uploaded picture, any other picture as it is. */
export function thumbnailOf(url: string, width: (typeof PICTURE_WIDTHS)[number] = PICTURE_WIDTHS[0]): string {
  const id = pictureIdOf(url);
  return id ? pictureUrl(id, width) : url;
}
