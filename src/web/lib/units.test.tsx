// @vitest-environment jsdom
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CartLine as Line } from '@/shared/cart/types';
import type { Variation } from '@/shared/catalogue/types';
import type { OrderDetail } from '@/shared/orders/types';
import { type } from '@/testing/dom';
import {
  IMPERIAL_SHOP as IMPERIAL,
  METRIC_SHOP as METRIC,
  type RenderedWithSettings,
  renderWithSettings,
  type WithSettings,
} from '@/testing/render-with-settings';
import { WeighedSummary } from '@/web/components/weighed-price';
import { CartLine } from '@/web/features/cart/components/cart-line';
import { VariationPicker } from '@/web/features/catalogue/components/variation-picker';
import { WeighingPanel } from '@/web/features/orders/admin/weighing-panel';
import { OrderDetailView } from '@/web/features/orders/components/order-detail-view';
import { admin as adminEn } from '@/web/locales/en/admin';
import { admin as adminPt } from '@/web/locales/pt-BR/admin';
import { i18n, registerNamespace } from './i18n';

/**
 * Issue 38 (decision 084): a shop in imperial shows "/lb" on the product page, in the cart, on the
 * order and on the desk's weighing panel, which takes "2 lb 6 oz"; metric keeps "/kg".
 */

const variation: Variation = {
  id: 'v1',
  name: '1 kg',
  priceCents: 11990,
  weightKg: 1,
  pricePerKgCents: 11990,
  stockQuantity: null,
} as Variation;

const cartLine = {
  id: 'picanha',
  productId: 'p',
  productSlug: 'picanha',
  productName: 'Picanha',
  productNameEn: null,
  imageUrl: null,
  variationId: 'v1',
  variationName: '1 kg',
  weightKg: 1,
  pricePerKgCents: 11990,
  quantity: 1,
  unitPriceCents: 11990,
  totalPriceCents: 11990,
  extrasTotalCents: 0,
  extras: [],
  stock: null,
  exceedsStock: false,
  available: true,
} as Line;

const order = {
  id: '00000000-0000-4000-8000-000000000001',
  number: 'BP-1001',
  status: 'confirmed',
  fulfilment: 'pickup',
  paymentMethod: 'cash',
  paymentStatus: 'pending',
  deliveryDate: '2026-11-24',
  windowStart: '10:00',
  windowEnd: '13:00',
  totalCents: 11990,
  taxCents: 0,
  tax: null,
  estimatedTotalCents: 11990,
  weighed: true,
  itemCount: 1,
  createdAt: '2026-11-23T15:00:00Z',
  storeId: 's',
  storeName: 'Brazil Prime Marietta',
  customer: { name: 'Rita', email: 'rita@example.com', phone: null },
  address: null,
  pickupAddress: '1 Main St',
  notes: null,
  subtotalCents: 11990,
  discountCents: 0,
  deliveryFeeCents: 0,
  couponCode: null,
  weighing: {
    tolerancePct: 10,
    estimatedTotalCents: 11990,
    weighedAt: null,
    differenceCents: null,
    settledAt: null,
  },
  items: [
    {
      id: 'i1',
      productId: 'p',
      productName: 'Picanha',
      variationName: '1 kg',
      weightKg: 1,
      quantity: 1,
      unitPriceCents: 11990,
      lineTotalCents: 11990,
      pricePerKgCents: 11990,
      estimateCents: 11990,
      estimateGrams: 1000,
      finalGrams: null,
      notes: null,
      extras: [],
    },
  ],
  events: [],
} as unknown as OrderDetail;

let view: RenderedWithSettings | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});

async function draw(settings: WithSettings['settings'], ui: React.ReactNode) {
  view = await renderWithSettings(<MemoryRouter>{ui}</MemoryRouter>, {
    settings,
    queries: { enabled: false },
  });
  return view.container;
}
const text = (node: Element) => (node.textContent ?? '').replace(/\u00a0/g, ' ');

beforeAll(() => {
  registerNamespace('admin', adminPt, adminEn);
});

describe('an imperial shop shows pounds', () => {
  it('product page: the summary and the variation say /lb (US$ in Portuguese, $ in English)', async () => {
    await act(() => i18n.changeLanguage('pt-BR'));
    const page = await draw(
      IMPERIAL,
      <>
        <WeighedSummary weightKg={1} priceCents={11990} pricePerKgCents={11990} />
        <VariationPicker variations={[variation]} value="v1" onChange={() => {}} />
      </>,
    );
    expect(text(page)).toContain('≈ 2,2 lb · US$ 119,90 · US$ 54,39/lb');
    // A variation named by its weight ("1 kg") reads in pounds.
    expect(text(page.querySelector('fieldset')!)).toContain('2,2 lb');
    expect(text(page.querySelector('fieldset')!)).not.toContain('/kg');
    view?.unmount();
    await act(() => i18n.changeLanguage('en'));
    const en = await draw(
      IMPERIAL,
      <WeighedSummary weightKg={1} priceCents={11990} pricePerKgCents={11990} />,
    );
    expect(text(en)).toContain('≈ 2.2 lb · $119.90 · $54.39/lb');
  });

  it('metric keeps kg: "≈ 1 kg · R$ 119,90 · R$ 119,90/kg"', async () => {
    await act(() => i18n.changeLanguage('pt-BR'));
    const page = await draw(
      METRIC,
      <WeighedSummary weightKg={1} priceCents={11990} pricePerKgCents={11990} />,
    );
    expect(text(page)).toContain('≈ 1 kg · R$ 119,90 · R$ 119,90/kg');
  });

  it('cart: the line says its price per lb', async () => {
    await act(() => i18n.changeLanguage('en'));
    const cart = await draw(IMPERIAL, <CartLine line={cartLine} />);
    expect(text(cart)).toContain('$54.39/lb');
    expect(text(cart)).toContain('2.2 lb');
    expect(text(cart)).not.toContain('/kg');
  });

  it('order page: estimate in lb', async () => {
    await act(() => i18n.changeLanguage('pt-BR'));
    const page = await draw(IMPERIAL, <OrderDetailView order={order} />);
    expect(text(page.querySelector('[data-testid="item-weighing"]')!)).toContain('≈ 2,20 lb');
  });

  it('weighing panel: estimate in lb, "2 lb 6 oz" accepted and charged by the shared rule', async () => {
    await act(() => i18n.changeLanguage('pt-BR'));
    const panel = await draw(IMPERIAL, <WeighingPanel order={order} />);
    expect(text(panel)).toContain('estimado 2,20 lb');
    expect(text(panel)).toContain('um número sozinho é lb');
    const input = panel.querySelector<HTMLInputElement>('input[name="lines.i1"]')!;
    expect(input.placeholder).toBe('2 lb 6 oz');
    await type(input, '2 lb 6 oz');
    // 1077 g × 119,90/kg = 129,13 (within the 10 % tolerance: cap 1100 g).
    expect(text(panel)).toContain('Cobrado: US$ 129,13');
  });
});
