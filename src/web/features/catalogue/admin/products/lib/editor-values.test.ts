import { describe, expect, it } from 'vitest';
import { productInput } from '@/shared/catalogue/product-schemas';
import {
  blankVariation,
  editorValuesOf,
  followedSlug,
  moveItem,
  tagsFromText,
  toggleId,
  variationPriceRange,
} from './editor-values';

describe('product editor logic', () => {
  it('with variations, the price shown is their range; none typed yet is null', () => {
    const v = (priceCents: number | null) => ({ ...blankVariation(), priceCents });
    expect(variationPriceRange([v(10990), v(5990), v(null)])).toEqual({ min: 5990, max: 10990 });
    expect(variationPriceRange([v(4990)])).toEqual({ min: 4990, max: 4990 });
    expect(variationPriceRange([v(null), v(Number.NaN)])).toBeNull();
    expect(variationPriceRange([])).toBeNull();
  });

  it('the slug follows the name until the person edits it', () => {
    expect(followedSlug(false, 'Picanha Maturada Açougue', 'x')).toBe('picanha-maturada-acougue');
    expect(followedSlug(true, 'Picanha Maturada', 'minha-picanha')).toBe('minha-picanha');
  });

  it('moves variation rows up and down, ignoring moves past the ends', () => {
    const rows = ['1 kg', '2 kg', '3 kg'];
    expect(moveItem(rows, 2, 1)).toEqual(['1 kg', '3 kg', '2 kg']);
    expect(moveItem(rows, 0, 1)).toEqual(['2 kg', '1 kg', '3 kg']);
    expect(moveItem(rows, 0, -1)).toEqual(rows);
    expect(moveItem(rows, 2, 3)).toEqual(rows);
  });

  it('ticks extras in order and reads tags', () => {
    expect(toggleId(toggleId(['a'], 'b'), 'a')).toEqual(['b']);
    expect(tagsFromText(' P, M ,, G, M')).toEqual(['P', 'M', 'G']);
  });

  it('a new product with two variations passes the shared schema; a blank row does not', () => {
    const values = {
      ...editorValuesOf(null),
      name: 'Fraldinha',
      slug: 'fraldinha-2',
      priceCents: 0,
      variations: [
        { name: '500 g', priceCents: 3990, weightKg: 0.5, stockQuantity: 4 },
        { name: '1 kg', priceCents: 6990, weightKg: 1, stockQuantity: null },
      ],
    };
    expect(productInput.safeParse(values).success).toBe(true);
    const blank = productInput.safeParse({ ...values, variations: [...values.variations, blankVariation()] });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues.map((i) => i.path.join('.'))).toEqual([
      'variations.2.name',
      'variations.2.priceCents',
    ]);
  });
});
