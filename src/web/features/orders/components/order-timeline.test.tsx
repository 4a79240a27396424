// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderDetail, OrderEventView } from '@/shared/orders/types';
import { type RenderedWithSettings, renderWithSettings } from '@/testing/render-with-settings';
import { OrderDetailView } from './order-detail-view';

/**
 * Decision 051: in the order timeline (desk and customer view share OrderDetailView) a weighing and
 * a settlement have their own pill and icon; status and payment changes keep the status pill.
 */
const event = (
  id: string,
  kind: OrderEventView['kind'],
  over: Partial<OrderEventView> = {},
): OrderEventView => ({
  id,
  kind,
  details: null,
  fromStatus: 'confirmed',
  toStatus: 'confirmed',
  note: null,
  actorName: 'Ana Souza',
  at: '2026-11-24T15:00:00Z',
  ...over,
});

const order: OrderDetail = {
  id: '00000000-0000-4000-8000-000000000001',
  number: 'BP-1001',
  status: 'confirmed',
  fulfilment: 'pickup',
  paymentMethod: 'bank_transfer',
  paymentStatus: 'confirmed',
  deliveryDate: '2026-11-24',
  windowStart: '10:00',
  windowEnd: '13:00',
  totalCents: 12949,
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
  subtotalCents: 12949,
  discountCents: 0,
  deliveryFeeCents: 0,
  couponCode: null,
  weighing: {
    tolerancePct: 12.5,
    estimatedTotalCents: 11990,
    weighedAt: '2026-11-24T15:10:00Z',
    differenceCents: 959,
    settledAt: '2026-11-24T15:20:00Z',
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
      lineTotalCents: 12949,
      pricePerKgCents: 11990,
      estimateCents: 11990,
      estimateGrams: 1000,
      finalGrams: 1080,
      notes: null,
      extras: [],
    },
  ],
  events: [
    event('e1', 'status', { fromStatus: null, toStatus: 'pending_payment' }),
    event('e2', 'payment', { fromStatus: 'pending_payment', toStatus: 'confirmed' }),
    event('e3', 'weighing', {
      details: {
        lines: [
          {
            itemId: 'i1',
            name: 'Picanha — 1 kg',
            estimateGrams: 1000,
            previousGrams: null,
            finalGrams: 1080,
            cents: 12949,
            capped: false,
          },
        ],
        before: { subtotalCents: 11990, discountCents: 0, totalCents: 11990 },
        after: { subtotalCents: 12949, discountCents: 0, totalCents: 12949 },
      },
    }),
    event('e4', 'settlement'),
  ],
};

let view: RenderedWithSettings | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});

async function draw(language: string, shown: OrderDetail = order) {
  view = await renderWithSettings(<OrderDetailView order={shown} showActors />, {
    settings: { currency: 'BRL' },
    language,
  });
  const entries = [...view.container.querySelectorAll('ol > li')];
  return entries.map((li) => ({
    badge: li.querySelector('[data-slot="badge"]'),
    text: li.textContent ?? '',
  }));
}

describe('the order timeline badges (decision 051)', () => {
  it('pt-BR: status pills for status and payment; "Pesagem" and "Acerto" with their icons', async () => {
    const entries = await draw('pt-BR');
    expect(entries.map((e) => e.badge?.textContent)).toEqual([
      'Aguardando pagamento',
      'Confirmado',
      'Pesagem',
      'Acerto',
    ]);
    expect(entries.map((e) => e.badge?.getAttribute('data-kind') ?? null)).toEqual([
      null,
      null,
      'weighing',
      'settlement',
    ]);
    // Each own pill has its icon (hidden from screen readers: the word carries the meaning).
    for (const e of entries.slice(2)) {
      const icon = e.badge?.querySelector('svg');
      expect(icon?.getAttribute('aria-hidden')).toBe('true');
    }
    expect(entries[2]!.badge?.querySelector('svg')?.getAttribute('class')).toContain('lucide-scale');
    expect(entries[3]!.badge?.querySelector('svg')?.getAttribute('class')).toContain('lucide-hand-coins');
    // The weighing still says what changed; the settlement what happened.
    expect(entries[2]!.text).toMatch(/Pesagem: total R\$\s119,90 → R\$\s129,49/);
    expect(entries[3]!.text).toContain('Diferença da pesagem acertada');
    // A settled difference says so, out of the warning colour.
    const difference = view!.container.querySelector('[data-testid="weighing-difference"]')!.parentElement!;
    expect(difference.textContent).toMatch(/Diferença a pagar\s*\(acertada\)R\$\s9,59/);
    expect(difference.className).not.toContain('text-ember');
    // The order's own tolerance, in the language's way of writing it.
    expect(view!.container.textContent).toContain('no máximo 12,5 % acima do estimado');
  });

  it('en: "Weighed" and "Settled"', async () => {
    const entries = await draw('en');
    expect(entries.map((e) => e.badge?.textContent)).toEqual([
      'Awaiting payment',
      'Confirmed',
      'Weighed',
      'Settled',
    ]);
    expect(view!.container.textContent).toContain('at most 12.5 % above the estimate');
  });
});

describe('the bold total of an order sold by weight', () => {
  const totalRow = () => view!.container.querySelector('[data-testid="order-total"]')!.parentElement!;

  it('is the estimated total until the shop weighs it, and is not repeated', async () => {
    await draw('pt-BR', {
      ...order,
      weighed: false,
      totalCents: 11990,
      weighing: { ...order.weighing!, weighedAt: null, differenceCents: null, settledAt: null },
      events: [],
    });
    expect(totalRow().textContent).toMatch(/^Total estimadoR\$\s119,90$/);
    expect(view!.container.querySelector('[data-testid="estimated-total"]')).toBeNull();
    expect(view!.container.textContent).not.toContain('Total final');
  });

  it('is the final total once weighed, with the estimate under it', async () => {
    await draw('en');
    expect(totalRow().textContent).toMatch(/^Final totalR\$\s129,49$/);
    expect(view!.container.querySelector('[data-testid="estimated-total"]')?.textContent).toMatch(
      /R\$\s119,90/,
    );
  });
});

describe('the payment line of an order paid at the door (issue 38)', () => {
  const line = () => view!.container.querySelector('[data-testid="payment-line"]')!.textContent;
  const atDoor = { ...order, paymentMethod: 'pay_on_delivery', paymentStatus: 'pending' } as const;

  it.each([
    ['pt-BR', 'pickup', 'Pagamento na retirada'],
    ['pt-BR', 'delivery', 'Pagamento na entrega'],
    ['en', 'pickup', 'Payment at pickup'],
    ['en', 'delivery', 'Payment on delivery'],
  ] as const)('%s, %s: "%s", never "pending" before the door', async (language, fulfilment, text) => {
    await draw(language, { ...atDoor, fulfilment });
    expect(line()).toBe(text);
  });

  it('says pending and confirmed for a transfer, and confirmed once paid at the door', async () => {
    await draw('en', { ...order, paymentMethod: 'bank_transfer', paymentStatus: 'pending' });
    expect(line()).toBe('Bank transfer · payment pending');
    view!.unmount();
    await draw('en', { ...atDoor, paymentStatus: 'confirmed' });
    expect(line()).toBe('Pay on delivery/pickup · payment confirmed');
  });
});
