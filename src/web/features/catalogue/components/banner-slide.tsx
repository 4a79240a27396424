import type * as React from 'react';
import { Link } from 'react-router';
import { localized } from '@/shared/catalogue/rules';
import type { Banner } from '@/shared/catalogue/types';
import { ResponsivePicture } from '@/web/components/responsive-picture';
import { buttonVariants } from '@/web/components/ui/button';

/** The warm glow behind the hero's slides (an absolutely placed layer of a `relative isolate` box). */
export const BANNER_BACKDROP =
  'absolute inset-0 -z-20 bg-[radial-gradient(ellipse_at_75%_60%,rgba(180,83,31,0.55),transparent_55%),radial-gradient(ellipse_at_15%_10%,rgba(122,31,26,0.6),transparent_50%)]';

/**
 * The hero picture's frame: the seeded drawings' 720 × 560 (9:7). An upload of another shape is
 * cropped to it (object-cover) so it fills the hero as they do; the banner form previews that crop
 * and recommends twice the size for sharp screens (issue 39).
 */
export const BANNER_PICTURE = { width: 720, height: 560, fit: 'aspect-[9/7] object-cover' } as const;

function BannerLink({ href, children }: { href: string; children: React.ReactNode }) {
  const className = buttonVariants({ size: 'lg', variant: 'light', className: 'mt-8' });
  return href.startsWith('/') ? (
    <Link to={href} className={className}>
      {children}
    </Link>
  ) : (
    <a href={href} className={className} rel="noopener noreferrer">
      {children}
    </a>
  );
}

/**
 * One banner's slide in a language: title, subtitle, button and picture. The home carousel draws
 * its slides with it, and the admin's banner form previews a banner with it in pt and in en, so the
 * preview is the storefront's own markup (decision 031).
 */
export function BannerSlide({
  banner,
  language,
  eager = false,
}: {
  banner: Pick<
    Banner,
    | 'titlePt'
    | 'titleEn'
    | 'subtitlePt'
    | 'subtitleEn'
    | 'buttonTextPt'
    | 'buttonTextEn'
    | 'imageUrl'
    | 'linkUrl'
  >;
  language: string;
  /** The first slide's picture is the page's largest paint. */
  eager?: boolean;
}) {
  const title = localized(banner.titlePt, banner.titleEn, language);
  const subtitle = localized(banner.subtitlePt, banner.subtitleEn, language);
  const button = localized(banner.buttonTextPt, banner.buttonTextEn, language);
  return (
    <>
      <div className="relative z-10 py-4 lg:py-10">
        <h2 className="max-w-xl text-4xl leading-[1.08] text-white sm:text-5xl lg:text-6xl">{title}</h2>
        {subtitle && <p className="mt-5 max-w-lg text-base text-cream/85 sm:text-lg">{subtitle}</p>}
        {banner.linkUrl && button && <BannerLink href={banner.linkUrl}>{button}</BannerLink>}
      </div>
      {banner.imageUrl && (
        <ResponsivePicture
          src={banner.imageUrl}
          sizes="(min-width: 1280px) 600px, (min-width: 1024px) 46vw, 34rem"
          alt=""
          width={BANNER_PICTURE.width}
          height={BANNER_PICTURE.height}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'low'}
          decoding={eager ? 'sync' : 'async'}
          className={`${BANNER_PICTURE.fit} pointer-events-none absolute right-[-9rem] bottom-[-7rem] -z-10 w-[34rem] max-w-none opacity-30 sm:right-[-4rem] lg:static lg:z-auto lg:w-full lg:max-w-none lg:opacity-100`}
        />
      )}
    </>
  );
}
