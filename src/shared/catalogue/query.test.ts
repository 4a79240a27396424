import { describe, expect, it } from 'vitest';
import {
  productListKey,
  queryFromSearchParams,
  queryProducts,
  type SearchableProduct,
  toSearchable,
} from './query';
import { productListQuery } from './schemas';
import type { ProductSummary } from './types';
import { searchParamsFromQuery } from './url';

const category = (slug: string, name: string) => ({ id: slug, slug, name, nameEn: null });

function product(over: Partial<ProductSummary> & { slug: string }, description = ''): SearchableProduct {
  const base: ProductSummary = {
    id: over.slug,
    name: over.slug,
    nameEn: null,
    priceCents: 1000,
    previousPriceCents: null,
    mainImageUrl: null,
    category: category('bovinos', 'Bovinos'),
    brand: null,
    featured: false,
    onOffer: false,
    brazilianCut: false,
    availableSizes: [],
    availableColors: [],
    minPriceCents: 1000,
    maxPriceCents: 1000,
    minWeightKg: null,
    maxWeightKg: null,
    inStock: true,
    displayOrder: 0,
    ...over,
  };
  return toSearchable(base, { description });
}

const catalogue = [
  product({
    slug: 'picanha',
    name: 'Picanha',
    featured: true,
    brazilianCut: true,
    minPriceCents: 4490,
    displayOrder: 1,
  }),
  product({ slug: 'contra-file', name: 'Contra-filé', onOffer: true, minPriceCents: 2990, displayOrder: 2 }),
  product(
    { slug: 'fraldinha', name: 'Fraldinha', brazilianCut: true, minPriceCents: 3290, displayOrder: 3 },
    'Corte macio, ótimo com chimichurri.',
  ),
  product({
    slug: 'linguica-toscana',
    name: 'Linguiça toscana',
    category: category('linguicas', 'Linguiças'),
    featured: true,
    minPriceCents: 1590,
    displayOrder: 4,
  }),
  product({
    slug: 'coracao',
    name: 'Coração de frango',
    nameEn: 'Chicken hearts',
    category: category('aves', 'Aves'),
    onOffer: true,
    minPriceCents: 1290,
    displayOrder: 5,
  }),
  product({
    slug: 'chimichurri',
    name: 'Chimichurri',
    category: category('mercado', 'Mercado'),
    minPriceCents: 990,
    displayOrder: 6,
  }),
];

const list = (input: Record<string, unknown>) => queryProducts(catalogue, productListQuery.parse(input));
const slugs = (input: Record<string, unknown>) => list(input).items.map((p) => p.slug);

describe('queryProducts — filters', () => {
  it.each([
    [{}, ['picanha', 'contra-file', 'fraldinha', 'linguica-toscana', 'coracao', 'chimichurri']],
    [{ category: 'linguicas' }, ['linguica-toscana']],
    [{ category: 'nao-existe' }, []],
    [{ featured: 'true' }, ['picanha', 'linguica-toscana']],
    [{ offer: '1' }, ['contra-file', 'coracao']],
    [{ brazilian: 'true' }, ['picanha', 'fraldinha']],
    [{ brazilian: 'false', category: 'bovinos' }, ['contra-file']],
    [{ featured: 'true', offer: 'true' }, []],
  ])('%j → %j', (input, expected) => {
    expect(slugs(input)).toEqual(expected);
  });
});

describe('queryProducts — search (accents and case ignored, names first)', () => {
  it.each([
    [{ q: 'contra file' }, ['contra-file']],
    [{ q: 'CORAÇÃO' }, ['coracao']],
    [{ q: 'chicken' }, ['coracao']],
    [{ q: 'linguicas' }, ['linguica-toscana']],
    // The name match ranks above the description match.
    [{ q: 'chimichurri' }, ['chimichurri', 'fraldinha']],
    [{ q: 'picanha frango' }, []],
    [{ q: '   ' }, ['picanha', 'contra-file', 'fraldinha', 'linguica-toscana', 'coracao', 'chimichurri']],
    [{ q: 'chimichurri', sort: 'name' }, ['chimichurri', 'fraldinha']],
  ])('%j → %j', (input, expected) => {
    expect(slugs(input)).toEqual(expected);
  });
});

describe('queryProducts — sort and pages', () => {
  it.each([
    [
      { sort: 'price_asc' },
      ['chimichurri', 'coracao', 'linguica-toscana', 'contra-file', 'fraldinha', 'picanha'],
    ],
    [
      { sort: 'price_desc' },
      ['picanha', 'fraldinha', 'contra-file', 'linguica-toscana', 'coracao', 'chimichurri'],
    ],
    [{ sort: 'name' }, ['chimichurri', 'contra-file', 'coracao', 'fraldinha', 'linguica-toscana', 'picanha']],
  ])('%j → %j', (input, expected) => {
    expect(slugs(input)).toEqual(expected);
  });

  it('cuts pages and counts them', () => {
    expect(list({ pageSize: '4' })).toMatchObject({ page: 1, pageSize: 4, total: 6, totalPages: 2 });
    expect(slugs({ pageSize: '4', page: '2' })).toEqual(['coracao', 'chimichurri']);
    expect(list({ pageSize: '4', page: '3' })).toMatchObject({ items: [], total: 6, totalPages: 2 });
    expect(list({ category: 'nao-existe' })).toMatchObject({ items: [], total: 0, totalPages: 1 });
  });

  it('never leaks the search fields into the answer', () => {
    expect(Object.keys(list({}).items[0]!)).not.toContain('searchText');
  });
});

describe('productListQuery bounds', () => {
  it.each([
    [{ page: '0' }, 'page'],
    [{ page: '501' }, 'page'],
    [{ page: '1.5' }, 'page'],
    [{ page: 'abc' }, 'page'],
    [{ pageSize: '0' }, 'pageSize'],
    [{ pageSize: '49' }, 'pageSize'],
    [{ sort: 'cheapest' }, 'sort'],
    [{ featured: 'yes' }, 'featured'],
    [{ q: 'x'.repeat(81) }, 'q'],
  ])('%j is refused on %s', (input, field) => {
    const result = productListQuery.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it('fills the defaults', () => {
    expect(productListQuery.parse({})).toEqual({ page: 1, pageSize: 12, sort: 'relevance' });
  });
});

describe('URL query ↔ list', () => {
  it('reads a shared link, falling back to defaults for bad values', () => {
    const q = queryFromSearchParams(
      new URLSearchParams('category=bovinos&q=picanha&sort=price_desc&page=2&featured=true&pageSize=999'),
    );
    expect(q).toEqual({
      category: 'bovinos',
      q: 'picanha',
      sort: 'price_desc',
      page: 2,
      pageSize: 12,
      featured: true,
    });
    expect(queryFromSearchParams(new URLSearchParams('page=-4&sort=nope'))).toEqual({
      page: 1,
      pageSize: 12,
      sort: 'relevance',
    });
  });

  it.each([
    [{}, ''],
    [{ page: 1, pageSize: 12, sort: 'relevance' }, ''],
    [{ category: 'aves', q: ' coração ', page: 3 }, 'category=aves&q=cora%C3%A7%C3%A3o&page=3'],
    [
      { offer: true, brazilian: false, sort: 'name', pageSize: 24 },
      'offer=true&brazilian=false&sort=name&pageSize=24',
    ],
  ])('%j → %j', (query, text) => {
    expect(searchParamsFromQuery(query).toString()).toBe(text);
  });

  it('round-trips', () => {
    const query = productListQuery.parse({ category: 'aves', offer: 'true', sort: 'name', page: '2' });
    expect(queryFromSearchParams(searchParamsFromQuery(query))).toEqual(query);
  });

  it('gives one cache key per distinct list', () => {
    const a = productListQuery.parse({ q: 'Coração', page: '1' });
    const b = productListQuery.parse({ q: 'coracao ' });
    const c = productListQuery.parse({ q: 'coracao', page: '2' });
    expect(productListKey(a)).toBe(productListKey(b));
    expect(productListKey(a)).not.toBe(productListKey(c));
  });
});
