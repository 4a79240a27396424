import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '../catalogue/types';
import { buildExampleCart } from './example';

const product = (over: Partial<ProductDetail> & Pick<ProductDetail, 'slug'>): ProductDetail =>
  ({
    id: `id-${over.slug}`,
    name: over.slug,
    nameEn: null,
    priceCents: 1490,
    mainImageUrl: null,
    variations: [],
    extras: [],
    ...over,
  }) as ProductDetail;

const picanha = product({
  slug: 'picanha',
  variations: [
    {
      id: 'v1',
      name: '1 kg',
      priceCents: 11990,
      stockQuantity: null,
      weightKg: 1,
      pricePerKgCents: null,
      lowStockAt: 5,
    },
    {
      id: 'v12',
      name: '1,2 kg',
      priceCents: 14388,
      stockQuantity: 4,
      weightKg: 1.2,
      pricePerKgCents: null,
      lowStockAt: 5,
    },
  ],
  extras: [
    { id: 'x1', name: 'Tempero da casa', nameEn: 'House seasoning', priceCents: 490, basis: 'line' },
    { id: 'x2', name: 'Embalagem a vácuo', nameEn: 'Vacuum packing', priceCents: 350, basis: 'piece' },
  ],
});
const linguica = product({
  slug: 'linguica-toscana',
  variations: [
    {
      id: 'l5',
      name: '500 g',
      priceCents: 1495,
      stockQuantity: null,
      weightKg: 0.5,
      pricePerKgCents: null,
      lowStockAt: 5,
    },
  ],
  extras: [{ id: 'x3', name: 'Montar no espeto', nameEn: 'Put on skewers', priceCents: 500, basis: 'line' }],
});
const chimichurri = product({ slug: 'chimichurri' });

describe('buildExampleCart (/CarrinhoExemplo)', () => {
  it('adds lines, extras and weights the way the real cart does', () => {
    const cart = buildExampleCart([chimichurri, picanha, linguica]);
    expect(
      cart.items.map((l) => [
        l.productSlug,
        l.variationName,
        l.quantity,
        l.totalPriceCents,
        l.extrasTotalCents,
      ]),
    ).toEqual([
      // Seasoning once for the line, vacuum packing per piece (2 × 350), decision 111.
      ['picanha', '1,2 kg', 2, 28776, 490 + 700],
      ['linguica-toscana', '500 g', 2, 2990, 500],
      ['chimichurri', null, 3, 4470, 0],
    ]);
    expect(cart.totals).toEqual({
      subtotalCents: 28776 + 1190 + 2990 + 500 + 4470,
      itemCount: 7,
      totalWeightKg: 3.4,
    });
    expect(cart.sessionId).toBeNull();
  });

  it('leaves out a product that could not be loaded and an extra it does not offer', () => {
    const plain = { ...linguica, extras: [] };
    const cart = buildExampleCart([undefined, plain]);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]!.extras).toEqual([]);
  });
});
