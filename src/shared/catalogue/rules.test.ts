import { describe, expect, it } from 'vitest';
import { selectionTotalCents } from './extra-basis';
import {
  categoryPath,
  compareProducts,
  discountPercent,
  foodCategories,
  isShoeCategory,
  localized,
  maxQuantity,
  normalizeText,
  slugFromName,
  stockState,
  summarizeVariations,
  weightRangeLabel,
} from './rules';

describe('normalizeText (accent-blind search)', () => {
  it.each([
    ['Contra-Filé', 'contra-file'],
    ['  Coração   de FRANGO ', 'coracao de frango'],
    ['Linguiça Toscana', 'linguica toscana'],
    ['Pão de Alho', 'pao de alho'],
    ['Guaraná Antarctica', 'guarana antarctica'],
    ['', ''],
  ])('%j → %j', (text, normal) => {
    expect(normalizeText(text)).toBe(normal);
  });
});

describe('slugFromName (the slug the staff form suggests)', () => {
  it.each([
    ['Kits para Churrasco', 'kits-para-churrasco'],
    ['  Aves & Frango! ', 'aves-frango'],
    ['Contra-Filé Maturado', 'contra-file-maturado'],
    ['Pão de Queijo 2', 'pao-de-queijo-2'],
    ['***', ''],
  ])('%s → %s', (name, slug) => {
    expect(slugFromName(name)).toBe(slug);
  });

  it('stays within the length and never ends on a hyphen', () => {
    expect(slugFromName('abc def', 4)).toBe('abc');
  });
});

describe('localized', () => {
  it.each([
    ['Picanha', 'Picanha steak', 'en', 'Picanha steak'],
    ['Picanha', 'Picanha steak', 'pt-BR', 'Picanha'],
    ['Picanha', null, 'en', 'Picanha'],
    ['Picanha', '   ', 'en', 'Picanha'],
    [null, 'Only English', 'pt-BR', null],
  ])('(%j, %j, %s) → %j', (pt, en, lang, text) => {
    expect(localized(pt, en, lang)).toBe(text);
  });
});

describe('summarizeVariations', () => {
  it('uses the product price when it has no variation, and counts it as available', () => {
    expect(summarizeVariations(1999, [])).toEqual({
      minPriceCents: 1999,
      maxPriceCents: 1999,
      minWeightKg: null,
      maxWeightKg: null,
      inStock: true,
    });
  });

  it.each([
    {
      name: 'ranges of price and weight',
      variations: [
        { priceCents: 3490, stockQuantity: 3, weightKg: 0.5 },
        { priceCents: 6690, stockQuantity: null, weightKg: 1 },
        { priceCents: 9890, stockQuantity: 0, weightKg: 1.5 },
      ],
      expected: {
        minPriceCents: 3490,
        maxPriceCents: 9890,
        minWeightKg: 0.5,
        maxWeightKg: 1.5,
        inStock: true,
      },
    },
    {
      name: 'sold out when every tracked stock is 0',
      variations: [
        { priceCents: 1000, stockQuantity: 0, weightKg: 1 },
        { priceCents: 1800, stockQuantity: 0, weightKg: 2 },
      ],
      expected: { minPriceCents: 1000, maxPriceCents: 1800, minWeightKg: 1, maxWeightKg: 2, inStock: false },
    },
    {
      name: 'null stock means always available; missing weights are left out',
      variations: [
        { priceCents: 2500, stockQuantity: null, weightKg: null },
        { priceCents: 2500, stockQuantity: 0, weightKg: 0.4 },
      ],
      expected: {
        minPriceCents: 2500,
        maxPriceCents: 2500,
        minWeightKg: 0.4,
        maxWeightKg: 0.4,
        inStock: true,
      },
    },
  ])('$name', ({ variations, expected }) => {
    expect(summarizeVariations(0, variations)).toEqual(expected);
  });
});

describe('weightRangeLabel (through formatWeight, SPEC §9)', () => {
  it.each([
    [0.5, 1.5, 'pt-BR', '500 g – 1,5 kg'],
    [0.5, 1.5, 'en', '500 g – 1.5 kg'],
    [1, 1, 'pt-BR', '1 kg'],
    [1, 2, 'pt-BR', '1 kg – 2 kg'],
    [0.25, 0.75, 'pt-BR', '250 g – 750 g'],
    [null, null, 'pt-BR', null],
  ])('%j–%j %s → %j', (min, max, locale, label) => {
    expect(weightRangeLabel(min, max, locale)).toBe(label);
  });
});

describe('discountPercent', () => {
  it.each([
    [8990, 9990, 10],
    [7490, 9990, 25],
    [9990, 9990, null],
    [9990, 8990, null],
    [9990, null, null],
    [100, 0, null],
  ])('%d instead of %j → %j', (price, previous, percent) => {
    expect(discountPercent(price, previous)).toBe(percent);
  });
});

describe('stockState and maxQuantity', () => {
  it.each([
    [null, 'untracked', 99],
    [0, 'out', 0],
    [-2, 'out', 0],
    [1, 'low', 1],
    [3, 'low', 3],
    [5, 'low', 5],
    [6, 'in', 6],
    [250, 'in', 99],
  ] as const)('stock %j → %s, at most %d', (stock, state, max) => {
    expect(stockState(stock)).toBe(state);
    expect(maxQuantity(stock)).toBe(max);
  });

  it.each([
    [8, 10, 'low'],
    [10, 10, 'low'],
    [11, 10, 'in'],
    [2, 2, 'low'],
    [3, 2, 'in'],
    [1, 0, 'in'],
    [0, 0, 'out'],
    [null, 10, 'untracked'],
  ] as const)('stock %j with the variation threshold %d → %s (decision 099)', (stock, lowAt, state) => {
    expect(stockState(stock, lowAt)).toBe(state);
  });
});

describe('selectionTotalCents', () => {
  it.each([
    [6690, 1, [], 6690],
    [6690, 2, [], 13380],
    [
      6690,
      2,
      [
        { priceCents: 500, basis: 'line' },
        { priceCents: 300, basis: 'line' },
      ],
      14180,
    ],
    [0, 3, [{ priceCents: 500, basis: 'line' }], 500],
    // Per piece (decision 111): once for each unit chosen.
    [0, 3, [{ priceCents: 500, basis: 'piece' }], 1500],
    [
      6690,
      2,
      [
        { priceCents: 500, basis: 'piece' },
        { priceCents: 300, basis: 'line' },
      ],
      14680,
    ],
  ] as const)('%d × %d + %j → %d', (unit, qty, extras, total) => {
    expect(selectionTotalCents(unit, qty, [...extras])).toBe(total);
  });
});

describe('categoryPath', () => {
  it.each([
    ['bovinos', '/categoria/bovinos'],
    ['kits-churrasco', '/categoria/kits-churrasco'],
    ['chuteiras', '/chuteiras'],
    ['tenis', '/tenis'],
  ])('%s → %s', (slug, path) => {
    expect(categoryPath(slug)).toBe(path);
  });
});

describe('compareProducts', () => {
  const products = [
    { name: 'Picanha', minPriceCents: 3990, displayOrder: 2 },
    { name: 'alcatra', minPriceCents: 2990, displayOrder: 3 },
    { name: 'Cupim', minPriceCents: 3990, displayOrder: 1 },
    { name: 'Érva-mate', minPriceCents: 1290, displayOrder: 4 },
  ];
  const names = (sort: Parameters<typeof compareProducts>[0]) =>
    [...products].sort(compareProducts(sort)).map((p) => p.name);

  it.each([
    ['relevance', ['Cupim', 'Picanha', 'alcatra', 'Érva-mate']],
    ['price_asc', ['Érva-mate', 'alcatra', 'Cupim', 'Picanha']],
    ['price_desc', ['Cupim', 'Picanha', 'alcatra', 'Érva-mate']],
    ['name', ['alcatra', 'Cupim', 'Érva-mate', 'Picanha']],
  ] as const)('%s', (sort, expected) => {
    expect(names(sort)).toEqual(expected);
  });
});

describe('foodCategories', () => {
  it('keeps the food categories in their order and leaves the shoes to the menu', () => {
    const slugs = [
      'bovinos',
      'chuteiras',
      'suinos',
      'aves',
      'linguicas',
      'tenis',
      'kits-churrasco',
      'mercado',
      'peixes',
    ];
    expect(foodCategories(slugs.map((slug) => ({ slug }))).map((c) => c.slug)).toEqual([
      'bovinos',
      'suinos',
      'aves',
      'linguicas',
      'kits-churrasco',
      'mercado',
      'peixes',
    ]);
  });
  it('knows the shoe categories by their slugs', () => {
    expect(isShoeCategory('chuteiras')).toBe(true);
    expect(isShoeCategory('tenis')).toBe(true);
    expect(isShoeCategory('bovinos')).toBe(false);
  });
});
