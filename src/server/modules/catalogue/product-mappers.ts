import type { CutOptions } from '@/shared/catalogue/cuts';
import { asExtraBasis, type ExtraBasis } from '@/shared/catalogue/extra-basis';
import type { TaxClass } from '@/shared/tax/classes';
import { cents, kg } from './mappers';
import type { ProductRow, productExtras, VariationRow } from './schema';

/** Staff shapes of products and extras (decision 030): integer cents, camelCase, the version edited. */

export type StaffVariation = {
  id: string;
  name: string;
  priceCents: number;
  weightKg: number | null;
  /** Sold by weight (issue 20): the price per kg; null for a fixed price. */
  pricePerKgCents: number | null;
  stockQuantity: number | null;
  /** Its own low-stock threshold (decision 099); null: the shop's default. */
  lowStockThreshold: number | null;
  displayOrder: number;
};

export type StaffProduct = {
  id: string;
  name: string;
  nameEn: string | null;
  description: string | null;
  descriptionEn: string | null;
  slug: string;
  categoryId: string | null;
  brand: string | null;
  featured: boolean;
  onOffer: boolean;
  brazilianCut: boolean;
  /** Sales tax class; null follows the category (decision 079). */
  taxClass: TaxClass | null;
  /** Scale labels (decision 092): days to "use by", and the scale item code (5 digits); null: none. */
  shelfLifeDays: number | null;
  scaleItemCode: string | null;
  priceCents: number;
  previousPriceCents: number | null;
  availableSizes: string[];
  availableColors: string[];
  isActive: boolean;
  displayOrder: number;
  mainImageUrl: string | null;
  imageUrls: string[];
  variations: StaffVariation[];
  extraIds: string[];
  /** The cut options offered (issue 41, decision 091). */
  cutOptions: CutOptions;
  updatedAt: string;
};

export const toStaffVariation = (v: VariationRow): StaffVariation => ({
  id: v.id,
  name: v.name,
  priceCents: cents(v.price)!,
  weightKg: kg(v.weight_kg),
  pricePerKgCents: cents(v.price_per_kg),
  stockQuantity: v.stock_quantity,
  lowStockThreshold: v.low_stock_threshold,
  displayOrder: v.display_order,
});

export function toStaffProduct(p: ProductRow, variations: VariationRow[], extraIds: string[]): StaffProduct {
  return {
    id: p.id,
    name: p.name,
    nameEn: p.name_en,
    description: p.description,
    descriptionEn: p.description_en,
    slug: p.slug,
    categoryId: p.category_id,
    brand: p.brand,
    featured: p.featured,
    onOffer: p.on_offer,
    brazilianCut: p.brazilian_cut,
    taxClass: p.tax_class,
    shelfLifeDays: p.shelf_life_days,
    scaleItemCode: p.scale_item_code,
    priceCents: cents(p.price)!,
    previousPriceCents: cents(p.previous_price),
    availableSizes: p.available_sizes,
    availableColors: p.available_colors,
    isActive: p.is_active,
    displayOrder: p.display_order,
    mainImageUrl: p.main_image_url,
    imageUrls: p.image_urls,
    variations: variations.map(toStaffVariation),
    extraIds,
    cutOptions: p.cut_options,
    updatedAt: p.updated_at.toISOString(),
  };
}

/** What the audit log keeps of a product: every editable field, variations and extras included. */
export function auditedProduct(p: StaffProduct): Record<string, unknown> {
  const { id: _id, updatedAt: _version, ...fields } = p;
  return { ...fields, variations: p.variations.map(({ id: _v, ...v }) => v) };
}

export type StaffExtra = {
  id: string;
  name: string;
  nameEn: string | null;
  priceCents: number;
  basis: ExtraBasis;
  isActive: boolean;
  updatedAt: string;
};

export const toStaffExtra = (row: typeof productExtras.$inferSelect): StaffExtra => ({
  id: row.id,
  name: row.name,
  nameEn: row.name_en,
  priceCents: cents(row.price)!,
  basis: asExtraBasis(row.charge_basis),
  isActive: row.is_active,
  updatedAt: row.updated_at.toISOString(),
});
