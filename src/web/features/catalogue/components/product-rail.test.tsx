// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductSummary } from '@/shared/catalogue/types';
import { i18n, initI18n } from '@/web/lib/i18n';
import { ProductGrid } from './product-grid';
import { ProductRail } from './product-rail';

beforeAll(async () => {
  initI18n('pt-BR');
  await i18n.changeLanguage('pt-BR');
});

const product: ProductSummary = {
  id: 'p1',
  slug: 'fraldinha',
  name: 'Fraldinha',
  nameEn: null,
  priceCents: 3495,
  previousPriceCents: null,
  mainImageUrl: '/images/products/fraldinha.svg',
  category: null,
  brand: null,
  featured: false,
  onOffer: false,
  brazilianCut: true,
  availableSizes: [],
  availableColors: [],
  minPriceCents: 3495,
  maxPriceCents: 3495,
  minWeightKg: 0.5,
  maxWeightKg: 1.5,
  inStock: true,
  displayOrder: 0,
};

const draw = (node: React.ReactNode) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
const sizesOf = (html: string) => /<img [^>]*sizes="([^"]+)"/.exec(html)?.[1];

describe("a card's picture width", () => {
  it('is 68 % of a phone in a rail (the cards swipe sideways), so the picture is sharp there', () => {
    expect(sizesOf(draw(<ProductRail products={[product]} />))).toMatch(/, 68vw$/);
  });

  it('is half a phone in a grid (two columns)', () => {
    expect(sizesOf(draw(<ProductGrid products={[product]} />))).toMatch(/, 50vw$/);
  });
});
