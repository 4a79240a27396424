import { ADD_QUANTITY_MAX } from '../cart/rules';
import { paths } from '../routes';
import type { Units } from '../units';
import { formatWeight } from '../weight';
import { CLEATS_SLUG, SNEAKERS_SLUG } from './filters';
import type { ProductSort } from './limits';
import type { ProductSummary, Variation } from './types';

/** Pure catalogue rules (STYLE habit 2): used by the server's queries and by the web's screens. */

/** Lower case, accents removed, spaces collapsed: "Contra-Filé " → "contra-file". */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A category slug made from its name (SLUG_PATTERN: lower case, no accents, words joined by
 * hyphens): "Kits para Churrasco!" → "kits-para-churrasco". The staff form offers it until the
 * person edits the slug.
 */
export function slugFromName(name: string, max = 80): string {
  return normalizeText(name)
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, max)
    .replace(/^-+|-+$/g, '');
}

/** The visitor's language text, falling back to Portuguese when the English one is missing. */
export function localized(pt: string, en: string | null | undefined, language: string): string;
export function localized(pt: string | null, en: string | null | undefined, language: string): string | null;
export function localized(pt: string | null, en: string | null | undefined, language: string) {
  return language.startsWith('en') && en?.trim() ? en : pt;
}

/** What the price, weight and stock of a card say, worked out from the product's variations. */
export function summarizeVariations(
  basePriceCents: number,
  variations: readonly Pick<Variation, 'priceCents' | 'stockQuantity' | 'weightKg'>[],
): Pick<ProductSummary, 'minPriceCents' | 'maxPriceCents' | 'minWeightKg' | 'maxWeightKg' | 'inStock'> {
  if (variations.length === 0) {
    return {
      minPriceCents: basePriceCents,
      maxPriceCents: basePriceCents,
      minWeightKg: null,
      maxWeightKg: null,
      inStock: true,
    };
  }
  const prices = variations.map((v) => v.priceCents);
  const weights = variations.map((v) => v.weightKg).filter((w): w is number => w !== null && w > 0);
  return {
    minPriceCents: Math.min(...prices),
    maxPriceCents: Math.max(...prices),
    minWeightKg: weights.length ? Math.min(...weights) : null,
    maxWeightKg: weights.length ? Math.max(...weights) : null,
    inStock: variations.some((v) => v.stockQuantity === null || v.stockQuantity > 0),
  };
}

/** "500 g – 2 kg", or one weight when they are equal, through the one weight formatter (SPEC §9). */
export function weightRangeLabel(
  min: number | null,
  max: number | null,
  locale: string,
  units: Units = 'metric',
): string | null {
  if (min === null || max === null) return null;
  if (min === max) return formatWeight(min, locale, units);
  return `${formatWeight(min, locale, units)} – ${formatWeight(max, locale, units)}`;
}

/** Whole percent saved on an offer, or null when there is no real saving. */
export function discountPercent(priceCents: number, previousPriceCents: number | null): number | null {
  if (previousPriceCents === null || previousPriceCents <= priceCents || previousPriceCents <= 0) return null;
  return Math.round(((previousPriceCents - priceCents) / previousPriceCents) * 100);
}

/** The shop's default threshold (units) when nothing else is known (decision 099: a setting). */
export const LOW_STOCK_THRESHOLD = 5;

export type StockState = 'untracked' | 'out' | 'low' | 'in';

/**
 * SPEC §3.2: a null stock is not tracked (always available); 0 is sold out; at or under `lowAt`
 * (the variation's threshold in force, `lowStockThreshold` of decision 099) it is low.
 */
export function stockState(stock: number | null, lowAt: number = LOW_STOCK_THRESHOLD): StockState {
  if (stock === null) return 'untracked';
  if (stock <= 0) return 'out';
  if (stock <= lowAt) return 'low';
  return 'in';
}

/** The most one selection may ask for: the stock when tracked, capped at what one add may (ADD_QUANTITY_MAX). */
export function maxQuantity(stock: number | null): number {
  return stock === null ? ADD_QUANTITY_MAX : Math.max(0, Math.min(stock, ADD_QUANTITY_MAX));
}

/** Cleats and sneakers (DESIGN §4): shoes, reached from the menu, with their own pages. */
export function isShoeCategory(slug: string): boolean {
  return slug === CLEATS_SLUG || slug === SNEAKERS_SLUG;
}

/**
 * The categories of the storefront's food grid (the home's #nossas_categorias): every category but
 * the shoes — SPEC §3.2's beef, pork, poultry, sausages, BBQ kits and others, plus any food category
 * staff add. Order kept.
 */
export function foodCategories<T extends { slug: string }>(categories: readonly T[]): T[] {
  return categories.filter((category) => !isShoeCategory(category.slug));
}

/** Cleats and sneakers have their own pages (DESIGN §4); every other category lives under /categoria. */
export function categoryPath(slug: string): string {
  if (slug === CLEATS_SLUG) return paths.cleats;
  if (slug === SNEAKERS_SLUG) return paths.sneakers;
  return paths.category(slug);
}

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

export type ProductOrderFields = Pick<ProductSummary, 'name' | 'minPriceCents' | 'displayOrder'>;

/** The comparison behind each sort; ties fall back to display order, then name. */
export function compareProducts(sort: ProductSort) {
  const byOrder = (a: ProductOrderFields, b: ProductOrderFields) =>
    a.displayOrder - b.displayOrder || collator.compare(a.name, b.name);
  switch (sort) {
    case 'price_asc':
      return (a: ProductOrderFields, b: ProductOrderFields) =>
        a.minPriceCents - b.minPriceCents || byOrder(a, b);
    case 'price_desc':
      return (a: ProductOrderFields, b: ProductOrderFields) =>
        b.minPriceCents - a.minPriceCents || byOrder(a, b);
    case 'name':
      return (a: ProductOrderFields, b: ProductOrderFields) =>
        collator.compare(a.name, b.name) || a.displayOrder - b.displayOrder;
    default:
      return byOrder;
  }
}
