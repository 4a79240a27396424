// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { type RenderedWithSettings, renderWithSettings } from '@/testing/render-with-settings';
import type { ChartsData } from '../api/get-reports';
import { Charts } from './charts';
import '../i18n';

/**
 * Decision 084: the dashboard's top products count weight in the shop's units — "Lb vendidas" in
 * pounds for an imperial shop, "Kg vendidos" in a metric one — from the kilograms the report keeps.
 */
const data = {
  days: 7,
  from: '2026-11-24',
  to: '2026-11-30',
  perDay: [{ day: '2026-11-30', orders: 1, revenueCents: 18203 }],
  totals: { orders: 1, revenueCents: 18203, averageCents: 18203 },
  // 1,52 kg of picanha weighed = 3.35 lb.
  topProducts: [{ productId: 'p1', name: 'Picanha', revenueCents: 18203, kg: 1.52, quantity: 1 }],
  byStatus: [{ status: 'completed', orders: 1 }],
  customers: { new: 1, returning: 0 },
  coupons: [],
  tax: { cents: 0, placesWithoutRate: [] },
  card: { capturedCents: 0, refundedCents: 0, netCents: 0 },
} as unknown as ChartsData;

let view: RenderedWithSettings | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});

async function topProducts(units: 'metric' | 'imperial', language: string) {
  view = await renderWithSettings(<Charts data={data} />, {
    settings: { currency: 'USD', units, weighingTolerancePct: 10 },
    language,
    queries: { enabled: false },
  });
  const table = [...view.container.querySelectorAll('table')].find((t) =>
    [...t.querySelectorAll('td')].some((td) => td.textContent === 'Picanha'),
  )!;
  const cells = (selector: string) => [...table.querySelectorAll(selector)].map((c) => c.textContent);
  return { head: cells('th'), row: cells('tbody td') };
}

describe("the dashboard's top products in the shop's units", () => {
  it.each([
    ['imperial', 'pt-BR', 'Lb vendidas', '3,35'],
    ['imperial', 'en', 'Lb sold', '3.35'],
    ['metric', 'pt-BR', 'Kg vendidos', '1,52'],
  ] as const)('%s, %s: "%s" with %s', async (units, language, header, weight) => {
    const { head, row } = await topProducts(units, language);
    expect(head[2]).toBe(header);
    expect(row[2]).toBe(weight);
  });
});
