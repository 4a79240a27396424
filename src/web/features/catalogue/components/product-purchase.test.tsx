// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail } from '@/shared/catalogue/types';
import { i18n, initI18n } from '@/web/lib/i18n';
import { ProductPurchase, type PurchaseSelection } from './product-purchase';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeAll(async () => {
  initI18n('pt-BR');
  await i18n.changeLanguage('pt-BR');
});

/** The demo picanha's shape: one weight, cut options (steaks +R$ 2,00, thickness, vacuum +R$ 3,50). */
const picanha: ProductDetail = {
  id: 'p-picanha',
  slug: 'picanha',
  name: 'Picanha',
  nameEn: null,
  priceCents: 11990,
  previousPriceCents: null,
  mainImageUrl: null,
  category: null,
  brand: null,
  featured: false,
  onOffer: false,
  brazilianCut: true,
  availableSizes: [],
  availableColors: [],
  minPriceCents: 11990,
  maxPriceCents: 11990,
  minWeightKg: null,
  maxWeightKg: null,
  inStock: true,
  displayOrder: 0,
  description: null,
  descriptionEn: null,
  imageUrls: [],
  variations: [
    {
      id: 'v-1kg',
      name: '1 kg',
      priceCents: 11990,
      stockQuantity: null,
      weightKg: null,
      pricePerKgCents: null,
      lowStockAt: 5,
    },
  ],
  extras: [],
  cutOptions: {
    groups: [
      {
        group: 'form',
        required: false,
        values: [
          { value: 'whole', priceCents: 0 },
          { value: 'sliced', priceCents: 200 },
        ],
      },
      { group: 'thickness', required: false, values: [{ value: '3', priceCents: 0 }] },
      { group: 'vacuum', required: false, values: [{ value: 'yes', priceCents: 350 }] },
    ],
    note: true,
  },
  updatedAt: '2026-11-29T00:00:00.000Z',
};

let root: Root | undefined;
let container: HTMLDivElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
});

const ui = (onAdd: (s: PurchaseSelection) => void) => (
  <QueryClientProvider client={new QueryClient()}>
    <MemoryRouter>
      <ProductPurchase product={picanha} onAdd={onAdd} />
    </MemoryRouter>
  </QueryClientProvider>
);
/** The purchase box of `product`, drawn in the browser (no server-drawn page first). */
async function renderPurchase(product: ProductDetail, onAdd: (s: PurchaseSelection) => void = () => {}) {
  container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    const { createRoot } = await import('react-dom/client');
    root = createRoot(container!);
    root.render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ProductPurchase product={product} onAdd={onAdd} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}
const radio = (group: string, value: string) =>
  container!.querySelector<HTMLInputElement>(`input[data-cut="${group}"][value="${value}"]`)!;

describe('cut options chosen before the product page is hydrated (decision 100)', () => {
  it('are taken over by the picker, priced in the total and sent with the add', async () => {
    const added: PurchaseSelection[] = [];
    container = document.createElement('div');
    container.innerHTML = renderToString(ui(() => {}));
    document.body.append(container);
    // The customer taps "em bifes" and "embalada a vácuo" and types a note on the server-drawn page.
    radio('form', 'sliced').checked = true;
    radio('vacuum', 'yes').checked = true;
    const note = container.querySelector<HTMLTextAreaElement>('textarea[data-cut-note]')!;
    note.value = 'Bifes finos';
    await act(async () => {
      root = hydrateRoot(
        container!,
        ui((s) => added.push(s)),
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(radio('form', 'sliced').checked).toBe(true);
    expect(radio('vacuum', 'yes').checked).toBe(true);
    expect(container.querySelector<HTMLTextAreaElement>('textarea[data-cut-note]')!.value).toBe(
      'Bifes finos',
    );
    // 119,90 + 2,00 + 3,50 per unit.
    expect(container.textContent).toContain('125,40');
    const add = [...container.querySelectorAll('button')].find((b) => b.textContent?.includes('Adicionar'));
    await act(async () => add!.click());
    expect(added[0]?.cuts).toEqual({
      choices: [
        { group: 'form', value: 'sliced' },
        { group: 'vacuum', value: 'yes' },
      ],
      note: 'Bifes finos',
    });
  });
});

describe('extras per piece and per line (decision 111)', () => {
  const withExtras: ProductDetail = {
    ...picanha,
    cutOptions: { groups: [], note: false },
    extras: [
      { id: 'x-tempero', name: 'Tempero da casa', nameEn: 'House seasoning', priceCents: 490, basis: 'line' },
      { id: 'x-espeto', name: 'Montar no espeto', nameEn: 'Put on skewers', priceCents: 500, basis: 'piece' },
    ],
  };
  const render = (onAdd: (s: PurchaseSelection) => void) => renderPurchase(withExtras, onAdd);
  const labelOf = (id: string) =>
    container!.querySelector(`input[value="${id}"]`)!.closest('label')!.textContent;

  it('says how each is charged and adds them to the total by the quantity', async () => {
    const added: PurchaseSelection[] = [];
    await render((s) => added.push(s));
    expect(labelOf('x-tempero')).toMatch(/4,90 uma vez, qualquer quantidade/);
    expect(labelOf('x-espeto')).toMatch(/5,00 por peça/);
    for (const id of ['x-tempero', 'x-espeto'])
      await act(async () => container!.querySelector<HTMLInputElement>(`input[value="${id}"]`)!.click());
    // 1 × (119,90 + 5,00) + 4,90.
    expect(container!.textContent).toContain('129,80');
    const increase = container!.querySelector<HTMLButtonElement>('button[aria-label="Aumentar quantidade"]')!;
    await act(async () => increase.click());
    await act(async () => increase.click());
    // 3 × (119,90 + 5,00) + 4,90: the skewers follow the pieces, the seasoning is once.
    expect(container!.textContent).toContain('379,60');
    const add = [...container!.querySelectorAll('button')].find((b) => b.textContent?.includes('Adicionar'));
    await act(async () => add!.click());
    expect(added[0]).toMatchObject({ quantity: 3, extraIds: ['x-tempero', 'x-espeto'] });
  });
});

describe("an offer's former price (decision 118)", () => {
  const size = (name: string, priceCents: number) => ({
    id: `v-${name}`,
    name,
    priceCents,
    stockQuantity: 8,
    weightKg: null,
    pricePerKgCents: null,
    lowStockAt: 5,
  });
  const cleats: ProductDetail = {
    ...picanha,
    onOffer: true,
    priceCents: 27990,
    previousPriceCents: 34990,
    cutOptions: { groups: [], note: false },
    variations: [size('38', 27990), size('40', 27990), size('44', 29990)],
  };
  const pick = async (id: string) =>
    act(async () => container!.querySelector<HTMLInputElement>(`input[value="${id}"]`)!.click());

  it('stays beside every size at the offer price, and goes for one priced apart', async () => {
    await renderPurchase(cleats);
    expect(container!.textContent).toContain('349,90');
    await pick('v-40');
    expect(container!.textContent).toContain('349,90');
    await pick('v-44');
    expect(container!.textContent).not.toContain('349,90');
  });
});
