import type * as React from 'react';
import { preload } from 'react-dom';
import { artSrcSet, artUrl, pictureSrcSet } from '@/shared/media/pictures';

export type ResponsivePictureProps = Omit<React.ComponentProps<'img'>, 'src' | 'srcSet' | 'sizes'> & {
  src: string;
  /** How wide the picture is drawn, for the browser to pick a size (the `sizes` attribute). */
  sizes: string;
  /** Always given: the box is reserved before the file arrives (no layout shift). */
  width: number;
  height: number;
};

/**
 * A picture at the size the screen needs (decision 029). An uploaded picture (`/media/pictures/…`)
 * becomes `<picture>` with its AVIF and WebP at every stored width; a demo drawing (`/images/…svg`)
 * an `<img>` of its WebP files (decision 058: an SVG picture is parsed on the main thread); anything
 * else (a link) stays a plain `<img>`. The `<picture>` box is `display: contents`, so the `<img>` lays out
 * as it would alone. React does not preload an `<img>` inside `<picture>` (the browser chooses the
 * source), so a high-priority one (the largest paint) preloads its AVIF set itself; the server
 * draws that preload into the head.
 */
export function ResponsivePicture({ src, sizes, fetchPriority, ...img }: ResponsivePictureProps) {
  const art = artSrcSet(src);
  if (art) {
    const fallback = artUrl(src) ?? src;
    if (fetchPriority === 'high') {
      preload(fallback, { as: 'image', imageSrcSet: art, imageSizes: sizes, fetchPriority: 'high' });
    }
    // biome-ignore lint/a11y/useAltText: alt comes in with the rest of the img props
    return <img src={fallback} srcSet={art} sizes={sizes} fetchPriority={fetchPriority} {...img} />;
  }
  const webp = pictureSrcSet(src, 'webp');
  // biome-ignore lint/a11y/useAltText: alt comes in with the rest of the img props
  if (!webp) return <img src={src} fetchPriority={fetchPriority} {...img} />;
  const avif = pictureSrcSet(src, 'avif') ?? webp;
  if (fetchPriority === 'high') {
    preload(src, {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: avif,
      imageSizes: sizes,
      fetchPriority: 'high',
    });
  }
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      <source type="image/webp" srcSet={webp} sizes={sizes} />
      {/* biome-ignore lint/a11y/useAltText: alt comes in with the rest of the img props */}
      <img src={src} fetchPriority={fetchPriority} {...img} />
    </picture>
  );
}
