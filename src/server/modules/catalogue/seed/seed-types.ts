import type { CutOptions } from '@/shared/catalogue/cuts';
import { fromCents } from '@/shared/money';
import type { TaxClass } from '@/shared/tax/classes';
import { formatWeight } from '@/shared/weight';
import type { ExtraKey } from './extras';

export type SeedVariation = {
  name: string;
  priceCents: number;
  stock: number | null;
  weightKg: number | null;
  /** Sold by weight (issue 20): the price per kg, the price being the estimate for `weightKg`. */
  pricePerKgCents?: number;
};

export type SeedProduct = {
  slug: string;
  name: string;
  nameEn?: string;
  description: string;
  descriptionEn: string;
  category: string;
  brand: string;
  /** The price of a product without variations; with variations the cheapest one's is used. */
  priceCents?: number;
  /** The price before the offer (on-offer products only). */
  previousPriceCents?: number;
  featured?: boolean;
  onOffer?: boolean;
  brazilianCut?: boolean;
  sizes?: string[];
  colors?: string[];
  variations?: SeedVariation[];
  extras?: ExtraKey[];
  /** Sales tax class when not the category's (charcoal is not food, decision 079). */
  taxClass?: TaxClass;
  /** Extra pictures besides the main one (art names under /images/products). */
  gallery?: string[];
  /** Cut options the customer chooses from (issue 41, decision 091). */
  cutOptions?: CutOptions;
};

/**
 * Meat sold by weight: one variation per [kg, stock], priced from the price per kg, named "500 g",
 * "1,5 kg"; charged by the final weighing (issue 20).
 */
export function byWeight(perKgCents: number, rows: [kg: number, stock: number | null][]): SeedVariation[] {
  return rows.map(([kg, stock]) => ({
    name: formatWeight(kg, 'pt-BR'),
    priceCents: Math.round(perKgCents * kg),
    stock,
    weightKg: kg,
    pricePerKgCents: perKgCents,
  }));
}

/** The product row's price: its own, or its cheapest variation's. */
export function basePriceCents(p: SeedProduct): number {
  if (p.variations?.length) return Math.min(...p.variations.map((v) => v.priceCents));
  if (p.priceCents === undefined)
    throw new Error(`seed product ${p.slug} has neither a price nor variations`);
  return p.priceCents;
}

export const money = fromCents;
