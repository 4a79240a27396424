// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProductDetail } from '@/shared/catalogue/types';
import { cartKeys } from '@/web/features/cart/api/keys';
import { EMPTY_CART } from '@/web/features/cart/api/optimistic';
import { catalogueKeys } from '@/web/features/catalogue/api/keys';
import { i18n, initI18n } from '@/web/lib/i18n';
import QuickAddDialog from './quick-add-dialog';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeAll(async () => {
  initI18n('pt-BR');
  await i18n.changeLanguage('pt-BR');
});

/** Picanha with a required cut (whole or steaks +R$ 2,00) and an optional vacuum pack (+R$ 3,50). */
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
        required: true,
        values: [
          { value: 'whole', priceCents: 0 },
          { value: 'sliced', priceCents: 200 },
        ],
      },
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
  vi.unstubAllGlobals();
});

/** The adds the dialog sent to POST /api/cart/items, as JSON. */
function stubCart(): unknown[] {
  const sent: unknown[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request =
      input instanceof Request ? input : new Request(new URL(String(input), 'http://shop'), init);
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/cart/items')
      sent.push(await request.json());
    return Response.json(EMPTY_CART);
  });
  return sent;
}

async function openQuickAdd(onDone = () => {}) {
  const queries = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queries.setQueryData(catalogueKeys.product('picanha'), picanha);
  queries.setQueryData(cartKeys.current(), EMPTY_CART);
  container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    root = createRoot(container!);
    root.render(
      <QueryClientProvider client={queries}>
        <MemoryRouter>
          <QuickAddDialog slug="picanha" name="Picanha" onDone={onDone} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

const radio = (group: string, value: string) =>
  document.querySelector<HTMLInputElement>(`input[data-cut="${group}"][value="${value}"]`)!;
const addButton = () =>
  [...document.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')].find((b) =>
    b.textContent?.includes('Adicionar'),
  )!;
const click = (element: HTMLElement) =>
  act(async () => {
    element.click();
    await new Promise((resolve) => setTimeout(resolve, 20));
  });

describe('the quick add of a product with cut options (issue 41, decision 091)', () => {
  it('opens the choices instead of adding at once, refuses the add until the required cut is chosen, then sends the cuts', async () => {
    const sent = stubCart();
    const done = vi.fn();
    await openQuickAdd(done);
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain('Picanha');
    // Nothing is added before she chooses: the required cut holds the button.
    expect(sent).toEqual([]);
    expect(addButton().disabled).toBe(true);
    expect(document.querySelector('[data-testid="cuts-required"]')?.textContent).toBe(
      'Escolha as opções obrigatórias para adicionar.',
    );
    await click(addButton());
    expect(sent).toEqual([]);

    await click(radio('form', 'sliced'));
    await click(radio('vacuum', 'yes'));
    expect(document.querySelector('[data-testid="cuts-required"]')).toBeNull();
    // 119,90 + 2,00 + 3,50.
    expect(dialog?.textContent).toContain('125,40');
    expect(addButton().disabled).toBe(false);
    await click(addButton());
    expect(sent).toEqual([
      {
        productId: 'p-picanha',
        variationId: 'v-1kg',
        quantity: 1,
        cuts: {
          choices: [
            { group: 'form', value: 'sliced' },
            { group: 'vacuum', value: 'yes' },
          ],
          note: null,
        },
        extras: [],
      },
    ]);
    expect(done).toHaveBeenCalled();
  });
});
