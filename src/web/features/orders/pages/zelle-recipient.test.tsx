// @vitest-environment jsdom
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderDetail } from '@/shared/orders/types';
import { type RenderedWithSettings, renderWithSettings } from '@/testing/render-with-settings';
import { AuthProvider } from '@/web/lib/session/auth-context';
import { accountKeys } from '@/web/lib/session/keys';
import { guestOrderKey } from '../api/guest-order';
import { orderKeys } from '../api/keys';
import GuestOrderPage from './guest-order-page';
import OrderSuccessPage from './order-success-page';

/**
 * Issue 38: an order paid by Zelle says to whom on the page she lands on after placing it (the
 * shop's Zelle recipient, a setting), signed in or as a guest, in her language.
 */
const RECIPIENT = 'pagamentos@brazilprime.example';
const order = {
  id: '00000000-0000-4000-8000-000000000038',
  number: 'BP-1038',
  status: 'pending_payment',
  fulfilment: 'pickup',
  paymentMethod: 'bank_transfer',
  paymentStatus: 'pending',
  payment: null,
  deliveryDate: '2026-11-24',
  windowStart: '10:00',
  windowEnd: '13:00',
  totalCents: 1490,
  taxCents: 0,
  tax: null,
  estimatedTotalCents: 1490,
  weighed: false,
  itemCount: 1,
  createdAt: '2026-11-23T15:00:00Z',
  storeId: 's',
  storeName: 'Brazil Prime Marietta',
  customer: { name: 'Rita', email: 'rita@example.com', phone: null },
  address: null,
  pickupAddress: '1 Main St',
  notes: null,
  subtotalCents: 1490,
  discountCents: 0,
  deliveryFeeCents: 0,
  couponCode: null,
  weighing: null,
  items: [
    {
      id: 'i1',
      productId: 'p',
      productName: 'Chimichurri da casa',
      variationName: null,
      weightKg: null,
      quantity: 1,
      unitPriceCents: 1490,
      lineTotalCents: 1490,
      pricePerKgCents: null,
      estimateCents: null,
      estimateGrams: null,
      finalGrams: null,
      notes: null,
      extras: [],
    },
  ],
  events: [],
} as unknown as OrderDetail;

let view: RenderedWithSettings | undefined;
beforeAll(() => {
  // Everything the pages read is in the cache: no request answers.
  vi.stubGlobal('fetch', () => new Promise(() => {}));
});
afterEach(() => {
  view?.unmount();
  view = undefined;
});

async function draw(page: 'signed-in' | 'guest', language: string, zelleRecipient = RECIPIENT) {
  const url = page === 'guest' ? '/pedido?token=tok&novo=1' : `/pedido-confirmado?pedido=${order.id}`;
  view = await renderWithSettings(
    <AuthProvider>
      <MemoryRouter initialEntries={[url]}>
        {page === 'guest' ? <GuestOrderPage /> : <OrderSuccessPage />}
      </MemoryRouter>
    </AuthProvider>,
    {
      settings: { currency: 'USD', zelleRecipient },
      language,
      queries: { retry: false, staleTime: Infinity },
      cached: [
        [accountKeys.session(), { session: null }],
        [orderKeys.one(order.id), { order }],
        [guestOrderKey('tok'), { order, email: 'rita@example.com', hasAccount: false }],
      ],
    },
  );
  return (view.container.textContent ?? '').replace(/\s+/g, ' ');
}

describe('the Zelle recipient after placing a Zelle order', () => {
  it.each([
    ['signed-in', 'pt-BR', `Pague pelo Zelle para ${RECIPIENT}, com BP-1038 na mensagem`],
    ['signed-in', 'en', `Pay by Zelle to ${RECIPIENT} with BP-1038 in the memo`],
    ['guest', 'pt-BR', `Pague pelo Zelle para ${RECIPIENT}, com BP-1038 na mensagem`],
    ['guest', 'en', `Pay by Zelle to ${RECIPIENT} with BP-1038 in the memo`],
  ] as const)('%s, %s: names the recipient and the memo', async (page, language, said) => {
    expect(await draw(page, language)).toContain(said);
  });

  it('without a recipient set, no empty "Zelle to" is promised', async () => {
    expect(await draw('signed-in', 'pt-BR', '')).not.toContain('Zelle para');
    expect(await draw('guest', 'en', '')).not.toContain('Zelle to');
  });
});
