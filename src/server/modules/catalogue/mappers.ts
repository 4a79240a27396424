import type { Category, CategoryRef } from '@/shared/catalogue/types';
import { toCents } from '@/shared/money';
import type { TaxClass } from '@/shared/tax/classes';
import type { CategoryRow } from './schema';

/** Database rows → the API's shapes (integer cents, kg as numbers, camelCase). */

export const cents = (value: string | null): number | null => (value === null ? null : toCents(value));

export const kg = (value: string | null): number | null => (value === null ? null : Number(value));

export function toCategory(row: CategoryRow): Category {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    nameEn: row.name_en,
    description: row.description,
    descriptionEn: row.description_en,
    imageUrl: row.image_url,
    displayOrder: row.display_order,
  };
}

export const toCategoryRef = (c: Category): CategoryRef => ({
  id: c.id,
  slug: c.slug,
  name: c.name,
  nameEn: c.nameEn,
});

/**
 * A category as staff see it: with its active flag and the version they edit (`updatedAt`, sent
 * back with a change so a save over a newer one is refused).
 */
export type StaffCategory = Category & {
  isActive: boolean;
  taxClass: TaxClass;
  takesPrepNotes: boolean;
  updatedAt: string;
};

export const toStaffCategory = (row: CategoryRow): StaffCategory => ({
  ...toCategory(row),
  isActive: row.is_active,
  taxClass: row.tax_class,
  takesPrepNotes: row.takes_prep_notes,
  updatedAt: row.updated_at.toISOString(),
});

/** The staff list's row: the category and how many products are linked to it. */
export type StaffCategoryRow = StaffCategory & { productCount: number };
