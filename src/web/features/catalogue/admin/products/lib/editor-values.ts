import type { ProductInput } from '@/shared/catalogue/product-schemas';
import { slugFromName } from '@/shared/catalogue/rules';
import type { StaffProduct } from '../api/staff-products';

/** A variation row as the editor holds it: numbers may be null (empty) or NaN (not a number) while typing. */
export type VariationRow = {
  id?: string | undefined;
  name: string;
  priceCents: number | null;
  weightKg: number | null;
  /** Sold by weight (issue 20): the box, and the price per kg the price is worked out from. */
  soldByWeight: boolean;
  pricePerKgCents: number | null;
  stockQuantity: number | null;
  /** Its own low-stock threshold (decision 099); null: the shop's default. */
  lowStockThreshold: number | null;
};

/** The editor's values: the shared schema's input, with rows and numbers as they are while typing. */
export type EditorValues = Omit<
  ProductInput,
  'variations' | 'priceCents' | 'previousPriceCents' | 'shelfLifeDays' | 'scaleItemCode'
> & {
  priceCents: number | null;
  shelfLifeDays: number | null;
  scaleItemCode: string;
  previousPriceCents: number | null;
  variations: VariationRow[];
};

/** The form's starting values: the product as stored, or a new draft-to-be (active, no variations). */
export function editorValuesOf(product: StaffProduct | null): EditorValues {
  return {
    name: product?.name ?? '',
    nameEn: product?.nameEn ?? '',
    description: product?.description ?? '',
    descriptionEn: product?.descriptionEn ?? '',
    slug: product?.slug ?? '',
    categoryId: product?.categoryId ?? null,
    brand: product?.brand ?? '',
    featured: product?.featured ?? false,
    onOffer: product?.onOffer ?? false,
    brazilianCut: product?.brazilianCut ?? false,
    taxClass: product?.taxClass ?? '',
    shelfLifeDays: product?.shelfLifeDays ?? null,
    scaleItemCode: product?.scaleItemCode ?? '',
    priceCents: product?.priceCents ?? null,
    previousPriceCents: product?.previousPriceCents ?? null,
    availableSizes: product?.availableSizes ?? [],
    availableColors: product?.availableColors ?? [],
    isActive: product?.isActive ?? true,
    displayOrder: product?.displayOrder ?? 0,
    imageUrls: product?.imageUrls ?? [],
    variations: (product?.variations ?? []).map(
      ({ id, name, priceCents, weightKg, pricePerKgCents, stockQuantity, lowStockThreshold }) => ({
        id,
        name,
        priceCents,
        weightKg,
        soldByWeight: pricePerKgCents !== null,
        pricePerKgCents,
        stockQuantity,
        lowStockThreshold,
      }),
    ),
    extraIds: product?.extraIds ?? [],
    cutOptions: product?.cutOptions ?? { groups: [], note: false },
  };
}

export const blankVariation = (): VariationRow => ({
  name: '',
  priceCents: null,
  weightKg: null,
  soldByWeight: false,
  pricePerKgCents: null,
  stockQuantity: null,
  lowStockThreshold: null,
});

/** The list with one item moved from `from` to `to` (out-of-range moves change nothing). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length || to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** The slug while the person has not typed one: made from the name. Once edited, it stays theirs. */
export const followedSlug = (slugEdited: boolean, name: string, slug: string): string =>
  slugEdited ? slug : slugFromName(name);

/**
 * What the editor shows instead of the product's own price when it has variations: the cheapest
 * and dearest variation prices typed so far (null while none has a price).
 */
export function variationPriceRange(
  variations: Pick<EditorValues, 'variations'>['variations'],
): { min: number; max: number } | null {
  const prices = variations.flatMap((v) =>
    v.priceCents !== null && Number.isInteger(v.priceCents) && v.priceCents >= 0 ? [v.priceCents] : [],
  );
  return prices.length ? { min: Math.min(...prices), max: Math.max(...prices) } : null;
}

/** Extras chosen in the order they were ticked: ticking adds at the end, unticking removes. */
export const toggleId = (ids: readonly string[], id: string): string[] =>
  ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];

/** Comma-separated text → a clean list (trimmed, no empties, no repeats). */
export const tagsFromText = (text: string): string[] => [
  ...new Set(
    text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  ),
];
