import type { ReviewSummary } from '../integrations/google-schemas';
import type { CutOptions } from './cuts';
import type { ExtraBasis } from './extra-basis';
/**
 * What the catalogue API answers (DESIGN §3: money in integer cents, weights in kg). Texts come in
 * Portuguese with an optional English twin; `localized()` picks the visitor's.
 */

export type CategoryRef = { id: string; slug: string; name: string; nameEn: string | null };

export type Category = CategoryRef & {
  description: string | null;
  descriptionEn: string | null;
  imageUrl: string | null;
  displayOrder: number;
};

export type Banner = {
  id: string;
  titlePt: string;
  subtitlePt: string | null;
  buttonTextPt: string | null;
  titleEn: string | null;
  subtitleEn: string | null;
  buttonTextEn: string | null;
  imageUrl: string | null;
  linkUrl: string | null;
  position: number;
};

export type Variation = {
  id: string;
  name: string;
  priceCents: number;
  /** null: stock is not tracked for this variation (always available). */
  stockQuantity: number | null;
  weightKg: number | null;
  /** Sold by weight (issue 20): price per kg; `priceCents` is then the estimate for `weightKg`. */
  pricePerKgCents: number | null;
  /**
   * Its low-stock threshold in force (decision 099: its own, else the shop's default by
   * `lowStockThreshold`), in units: at or under it the page says "Últimas N unidades".
   */
  lowStockAt: number;
};

export type Extra = {
  id: string;
  name: string;
  nameEn: string | null;
  priceCents: number;
  /** Charged once for the line or once per unit of it (decision 111). */
  basis: ExtraBasis;
};

/** A product as cards show it: no description, ranges worked out from its variations. */
export type ProductSummary = {
  id: string;
  slug: string;
  name: string;
  nameEn: string | null;
  priceCents: number;
  /** The price before the offer, when the product is on offer. */
  previousPriceCents: number | null;
  mainImageUrl: string | null;
  category: CategoryRef | null;
  brand: string | null;
  featured: boolean;
  onOffer: boolean;
  brazilianCut: boolean;
  availableSizes: string[];
  availableColors: string[];
  minPriceCents: number;
  maxPriceCents: number;
  minWeightKg: number | null;
  maxWeightKg: number | null;
  inStock: boolean;
  displayOrder: number;
};

export type ProductDetail = ProductSummary & {
  description: string | null;
  descriptionEn: string | null;
  imageUrls: string[];
  variations: Variation[];
  extras: Extra[];
  /** The cut options the customer chooses from (issue 41, decision 091). */
  cutOptions: CutOptions;
  updatedAt: string;
};

export type ProductPage = {
  items: ProductSummary[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
};

export type HomeSectionContent = {
  key: string;
  titlePt: string | null;
  titleEn: string | null;
  subtitlePt: string | null;
  subtitleEn: string | null;
  bodyPt: string | null;
  bodyEn: string | null;
  displayOrder: number;
  /**
   * Shown on the home page. Hidden sections stay in the list (decision 031): the about page still
   * reads the `about` texts, and the home knows a hidden key from one the shop never had.
   */
  isActive: boolean;
};

export type Testimonial = {
  id: string;
  author: string;
  text: string;
  rating: number;
  /** ISO date (yyyy-mm-dd) of the review. */
  date: string;
  source: string | null;
  /** The language it was written in (Google's code: "pt", "en", "pt-BR"); null or absent: not known. */
  language?: string | null;
};

/** Everything the home page shows, in one request. */
export type HomeCatalogue = {
  banners: Banner[];
  categories: Category[];
  featured: ProductSummary[];
  offers: ProductSummary[];
  brazilianCuts: ProductSummary[];
  testimonials: Testimonial[];
  sections: HomeSectionContent[];
  /** The shop's rating and review count at Google, with its page (decision 083); null before an import. */
  reviewSummary: ReviewSummary | null;
};

export type Connectivity = { ok: boolean; ms: number; sample: { slug: string; name: string } | null };
