import { z } from 'zod';
import { int4 } from '../bounds';
import { calendarDate, instant } from '../dates';
import { localParts } from '../delivery/zoned-time';
import { uuidSchema } from '../ids';
import { pictureIdOf } from '../media/pictures';
import { KEYS, type MessageKey } from '../messages';
import { SHOP_TIME_ZONE } from '../messaging/templates';
import { TEXT_LIMITS, textMax } from '../text-limits';
import { HOME_SECTION_KEYS, type HomeSectionKey, isHomeSectionKey } from './home-sections';

/**
 * Input shapes of the home page's content (decision 031): banners, the home sections (the about
 * text is one of them) and testimonials. The staff API validates with them and the admin forms are
 * built with them (STYLE habit 1).
 */

const B = KEYS.banner;
const S = KEYS.homeSection;
const T = KEYS.testimonial;

export const BANNER_TITLE_MAX = 120;
export const BANNER_SUBTITLE_MAX = TEXT_LIMITS.bannerSubtitle;
export const BANNER_BUTTON_MAX = 40;
export const URL_MAX = 500;
export const SECTION_TITLE_MAX = 120;
export const SECTION_SUBTITLE_MAX = TEXT_LIMITS.sectionSubtitle;
export const SECTION_BODY_MAX = TEXT_LIMITS.sectionBody;
export const TESTIMONIAL_AUTHOR_MAX = 80;
export const TESTIMONIAL_TEXT_MAX = TEXT_LIMITS.testimonialText;
export const TESTIMONIAL_SOURCE_MAX = 80;
export const TESTIMONIAL_SEARCH_MAX = 100;
export const TESTIMONIAL_PAGE_SIZE = 20;

/** Optional text: blank is null. */
const optionalText = (max: number, tooLong: MessageKey) =>
  z
    .string({ message: tooLong })
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((v) => v || null);

/**
 * Where a banner's button may lead: a page of the shop (`/produtos?offer=true`; not `//host`, which
 * a browser reads as another site) or an https address. Nothing else: no `javascript:`, `data:`
 * or plain http.
 */
export function isSafeLink(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !/[\\\s]/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0 && !/\s/.test(value);
  } catch {
    return false;
  }
}

/** A picture the shop serves: an uploaded one (shared/media/pictures.ts) or a seeded `/images/…` file. */
export function isShopPicture(value: string): boolean {
  if (pictureIdOf(value)) return true;
  return /^\/images\/[a-z0-9_-]+(\/[a-z0-9_-]+)*\.(svg|png|jpe?g|webp|avif)$/i.test(value);
}

const bannerFields = {
  titlePt: z
    .string({ message: B.titleRequired })
    .trim()
    .min(1, B.titleRequired)
    .max(BANNER_TITLE_MAX, B.textTooLong),
  subtitlePt: optionalText(...textMax('bannerSubtitle')),
  buttonTextPt: optionalText(BANNER_BUTTON_MAX, B.textTooLong),
  titleEn: optionalText(BANNER_TITLE_MAX, B.textTooLong),
  subtitleEn: optionalText(...textMax('bannerSubtitle')),
  buttonTextEn: optionalText(BANNER_BUTTON_MAX, B.textTooLong),
  imageUrl: optionalText(URL_MAX, B.textTooLong).refine(
    (v) => v === null || isShopPicture(v),
    B.imageInvalid,
  ),
  linkUrl: optionalText(URL_MAX, B.textTooLong).refine((v) => v === null || isSafeLink(v), B.linkInvalid),
  isActive: z.boolean({ message: B.flagInvalid }),
  position: int4(B.orderNotNumber, { max: 10_000 }),
};

/** A banner as staff create it. */
export const bannerInput = z.object({
  ...bannerFields,
  isActive: bannerFields.isActive.default(true),
  position: bannerFields.position.default(0),
});
export type BannerInput = z.input<typeof bannerInput>;

/** A change: only the fields sent are written. */
export const bannerUpdate = z.object(bannerFields).partial();
export type BannerUpdate = z.input<typeof bannerUpdate>;

/** A change from the staff screen, with the version it was based on (a newer one answers 409). */
export const bannerEdit = bannerUpdate.extend({
  updatedAt: instant(B.staleVersion),
});
export type BannerEdit = z.input<typeof bannerEdit>;

/** New order of the carousel: the banner ids, each once. */
export const bannerReorder = z.object({
  ids: z
    .array(uuidSchema(B.idInvalid))
    .min(1, B.idInvalid)
    .max(200)
    .refine((ids) => new Set(ids).size === ids.length, B.reorderDuplicate),
});
export type BannerReorder = z.input<typeof bannerReorder>;

export { HOME_SECTION_KEYS, type HomeSectionKey, isHomeSectionKey };

const sectionFields = {
  titlePt: optionalText(SECTION_TITLE_MAX, S.textTooLong),
  titleEn: optionalText(SECTION_TITLE_MAX, S.textTooLong),
  subtitlePt: optionalText(...textMax('sectionSubtitle')),
  subtitleEn: optionalText(...textMax('sectionSubtitle')),
  bodyPt: optionalText(...textMax('sectionBody')),
  bodyEn: optionalText(...textMax('sectionBody')),
  isActive: z.boolean({ message: S.flagInvalid }),
};

const version = (key: MessageKey) => instant(key);

/** A home section's change (texts in both languages, shown or hidden), with its version. */
export const sectionEdit = z
  .object(sectionFields)
  .partial()
  .extend({ updatedAt: version(S.staleVersion) });
export type SectionEdit = z.input<typeof sectionEdit>;

/** The about text: the `about` section's texts in both languages, with its version. */
export const aboutEdit = z.object({
  titlePt: sectionFields.titlePt,
  titleEn: sectionFields.titleEn,
  subtitlePt: sectionFields.subtitlePt,
  subtitleEn: sectionFields.subtitleEn,
  bodyPt: sectionFields.bodyPt,
  bodyEn: sectionFields.bodyEn,
  updatedAt: version(S.staleVersion),
});
export type AboutEdit = z.input<typeof aboutEdit>;

/** New order of the home's sections: their keys, each once. */
export const sectionReorder = z.object({
  keys: z
    .array(z.string().refine(isHomeSectionKey, S.keyInvalid))
    .min(1, S.keyInvalid)
    .max(HOME_SECTION_KEYS.length, S.keyInvalid)
    .refine((keys) => new Set(keys).size === keys.length, S.reorderDuplicate),
});
export type SectionReorder = z.input<typeof sectionReorder>;

/** Today's date on the shop's clock (Georgia), `yyyy-mm-dd`. */
export const shopToday = (now: Date = new Date()) => localParts(now, SHOP_TIME_ZONE).date;

const isoDate = calendarDate(T.dateInvalid)
  // Checked at each parse: a review written today on the shop's clock is fine, tomorrow is not.
  .refine((v) => v <= shopToday(), T.dateInFuture);

const testimonialFields = {
  author: z
    .string({ message: T.authorRequired })
    .trim()
    .min(1, T.authorRequired)
    .max(TESTIMONIAL_AUTHOR_MAX, T.textTooLong),
  text: z
    .string({ message: T.textRequired })
    .trim()
    .min(1, T.textRequired)
    .max(...textMax('testimonialText')),
  rating: int4(T.ratingInvalid, { min: 1, max: 5 }),
  date: isoDate,
  source: optionalText(TESTIMONIAL_SOURCE_MAX, T.textTooLong),
  published: z.boolean({ message: T.flagInvalid }),
};

/** A testimonial as staff create it (unpublished unless said otherwise). */
export const testimonialInput = z.object({
  ...testimonialFields,
  published: testimonialFields.published.default(false),
});
export type TestimonialInput = z.input<typeof testimonialInput>;

export const testimonialUpdate = z.object(testimonialFields).partial();
export type TestimonialUpdate = z.input<typeof testimonialUpdate>;

export const testimonialEdit = testimonialUpdate.extend({ updatedAt: version(T.staleVersion) });
export type TestimonialEdit = z.input<typeof testimonialEdit>;

export const TESTIMONIAL_SORTS = ['date_desc', 'date_asc', 'rating_desc', 'rating_asc'] as const;
export type TestimonialSort = (typeof TESTIMONIAL_SORTS)[number];

/** GET /api/catalogue/staff/testimonials: search, published filter, sort and page (all in the URL). */
export const testimonialListQuery = z.object({
  q: z
    .string()
    .trim()
    .max(TESTIMONIAL_SEARCH_MAX, T.searchTooLong)
    .optional()
    .transform((v) => v || undefined),
  published: z
    .enum(['true', 'false'], { message: T.flagInvalid })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  sort: z.enum(TESTIMONIAL_SORTS, { message: T.sortInvalid }).default('date_desc'),
  page: z.coerce
    .number({ message: T.pageInvalid })
    .int(T.pageInvalid)
    .min(1, T.pageInvalid)
    .max(10_000, T.pageInvalid)
    .default(1),
});
export type TestimonialListQuery = z.output<typeof testimonialListQuery>;
export type TestimonialListInput = z.input<typeof testimonialListQuery>;
