// @vitest-environment jsdom
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GridRow } from '@/shared/catalogue/bulk/grid-schemas';
import { button, click, type } from '@/testing/dom';
import {
  IMPERIAL_SHOP as IMPERIAL,
  METRIC_SHOP as METRIC,
  type RenderedWithSettings,
  renderWithSettings,
  type WithSettings,
} from '@/testing/render-with-settings';
import { bulkKeys } from './bulk/api/bulk';
import GridPage from './bulk-grid-page';

/**
 * Decision 123: in an imperial shop the grid shows and takes the price per lb, its header says
 * "/lb", and the save sends cents per kg by the one rule — the stored price kept when the per-lb
 * price is typed back as it was, no cent lost.
 */

const picanha: GridRow = {
  key: '00000000-0000-4000-8000-0000000000a1',
  productId: '00000000-0000-4000-8000-000000000001',
  productSlug: 'picanha',
  productName: 'Picanha',
  categoryName: 'Bovinos',
  variationId: '00000000-0000-4000-8000-0000000000a1',
  variationName: '1 kg',
  priceCents: 11990,
  pricePerKgCents: 11990,
  weightKg: 1,
  stockQuantity: null,
  isActive: true,
  taxClass: null,
  categoryTaxClass: 'grocery_food',
  updatedAt: '2026-11-25T12:00:00.000Z',
};

let view: RenderedWithSettings | undefined;
let sent: unknown[] = [];
afterEach(() => {
  view?.unmount();
  view = undefined;
  sent = [];
  vi.unstubAllGlobals();
});

async function draw(settings: WithSettings['settings']) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).includes('/grid') && init?.method === 'PUT') sent.push(JSON.parse(String(init.body)));
    return Response.json({ saved: [picanha] });
  });
  view = await renderWithSettings(
    <MemoryRouter>
      <GridPage />
    </MemoryRouter>,
    {
      settings,
      language: 'pt-BR',
      queries: { enabled: false },
      cached: [
        [['catalogue', 'categories'], []],
        [bulkKeys.grid(''), { rows: [picanha], total: 1, page: 1, pageCount: 1 }],
      ],
    },
  );
  return view.container;
}
const text = (node: Element) => (node.textContent ?? '').replace(/\u00a0/g, ' ');
const perWeightCell = (page: HTMLElement) => page.querySelector<HTMLInputElement>('[data-cell="0:1"]')!;
const priceCell = (page: HTMLElement) => page.querySelector<HTMLInputElement>('[data-cell="0:0"]')!;

describe('the grid in an imperial shop (decision 123)', () => {
  it('shows the price per lb under a "/lb" header; typed back unchanged it is no change', async () => {
    const page = await draw(IMPERIAL);
    const headers = [...page.querySelectorAll('th[scope="col"]')].map(text);
    expect(headers).toContain('Preço/lb');
    expect(headers).not.toContain('Preço por kg');
    const cell = perWeightCell(page);
    // 119,90/kg × 0,45359237 = 54,386… → 54,39/lb.
    expect(cell.value).toBe('54,39');
    expect(cell.getAttribute('aria-label')).toBe('Preço/lb de Picanha 1 kg');
    await type(cell, '54,4');
    expect(text(page)).toContain('1 célula alterada');
    await type(cell, '54,39');
    expect(text(page)).toContain('Nenhuma alteração');
  });

  it('a new per-lb price is saved as its per-kg cents, and the estimate follows it', async () => {
    const page = await draw(IMPERIAL);
    await type(perWeightCell(page), '60,00');
    // 60,00/lb → 132,2774…/kg → 13228 ¢/kg; 1 kg estimated → 132,28.
    expect(priceCell(page).value).toBe('132,28');
    expect(text(page)).toContain('1 célula alterada');
    await click(button('Salvar tudo'));
    await click(button('Salvar'));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent).toEqual([
      {
        rows: [
          {
            key: picanha.key,
            productId: picanha.productId,
            variationId: picanha.variationId,
            seen: { pricePerKgCents: 11990 },
            set: { pricePerKgCents: 13228 },
          },
        ],
      },
    ]);
  });

  it('a metric shop keeps the price per kg', async () => {
    const page = await draw(METRIC);
    expect([...page.querySelectorAll('th[scope="col"]')].map(text)).toContain('Preço por kg');
    expect(perWeightCell(page).value).toBe('119,90');
    await type(perWeightCell(page), '60,00');
    expect(priceCell(page).value).toBe('60,00');
  });
});
