// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderDetail, OrderItemView } from '@/shared/orders/types';
import type { PaymentView } from '@/shared/payments/states';
import type { Units } from '@/shared/units';
import { type RenderedWithSettings, renderWithSettings } from '@/testing/render-with-settings';
import { PackingSlip } from './packing-slip';
import './i18n';

/** Decision 119: the packing slip's figures add the lines up to the total, and say how it is paid. */

const item = (over: Partial<OrderItemView>): OrderItemView => ({
  id: 'i1',
  productId: 'p',
  productName: 'Picanha',
  variationName: '1,2 kg',
  weightKg: 1.2,
  quantity: 1,
  unitPriceCents: 14990,
  lineTotalCents: 14990,
  pricePerKgCents: null,
  estimateCents: 14990,
  estimateGrams: null,
  finalGrams: null,
  notes: null,
  cuts: null,
  extras: [],
  ...over,
});

const base = {
  id: '00000000-0000-4000-8000-000000000001',
  number: 'BP-1042',
  status: 'confirmed',
  fulfilment: 'delivery',
  paymentMethod: 'pay_on_delivery',
  paymentStatus: 'pending',
  deliveryDate: '2026-11-24',
  windowStart: '09:00',
  windowEnd: '12:00',
  estimatedTotalCents: null,
  weighed: false,
  itemCount: 2,
  createdAt: '2026-11-23T15:00:00Z',
  storeId: 's',
  storeName: 'Brazil Prime Marietta',
  customer: { name: 'Rita Peso', email: 'rita@example.com', phone: '+14045550123' },
  address: { street: '100 Main St', unit: null, city: 'Marietta', state: 'GA', zip: '30060' },
  pickupAddress: null,
  notes: null,
  discountCents: 0,
  deliveryFeeCents: 0,
  couponCode: null,
  weighing: null,
  tax: null,
  taxCents: 0,
  events: [],
  payment: null,
};

/** An order whose subtotal is its lines' and whose total is the subtotal's, by the shared rule. */
function order(over: Partial<OrderDetail> & { items: OrderItemView[] }): OrderDetail {
  const o = { ...base, ...over } as OrderDetail;
  o.subtotalCents = o.items.reduce(
    (s, i) => s + i.lineTotalCents + i.extras.reduce((e, x) => e + x.totalCents, 0),
    0,
  );
  o.totalCents = o.subtotalCents - o.discountCents + o.deliveryFeeCents + (o.tax?.addedCents ?? 0);
  return o;
}

const tax = (mode: 'added' | 'included', taxCents: number) =>
  ({
    mode,
    byRate: [{ kind: 'food', rateBp: 200, taxCents }],
    taxCents,
    addedCents: mode === 'added' ? taxCents : 0,
    snapshot: {},
  }) as unknown as OrderDetail['tax'];

const card = (over: Partial<PaymentView>): PaymentView => ({
  provider: 'stripe',
  state: 'authorized',
  holdCents: 6000,
  capturedCents: 0,
  refundedCents: 0,
  releasedCents: 0,
  cardBrand: 'visa',
  cardLast4: '4242',
  failureKey: null,
  holdDueAt: null,
  deposit: { askedCents: 0, chargedCents: 0, refundedCents: 0 },
  events: [],
  ...over,
});

let view: RenderedWithSettings | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});

async function draw(o: OrderDetail, language: 'pt-BR' | 'en', units: Units = 'metric') {
  view = await renderWithSettings(<PackingSlip order={o} />, {
    settings: { currency: 'USD', units },
    language,
  });
  return view.container;
}

/** A slip row's text, money's no-break spaces read as spaces; '' when it is not there. */
const text = (slip: HTMLElement, id: string) =>
  (slip.querySelector(`[data-testid="${id}"]`)?.textContent ?? '').replace(/\s/g, ' ');
/** The cents a figure shows: "−US$ 26,97" → 2697 (the sign is the row's, below). */
const cents = (shown: string) => Number(shown.replace(/\D/g, '') || 0);
/** A row's figure (its `dd`, not the label's words) in cents; 0 when the row is not there. */
const figure = (slip: HTMLElement, id: string) =>
  cents(slip.querySelector(`[data-testid="${id}"] dd`)?.textContent ?? '');

/**
 * What the counter adds on paper: the lines make the subtotal, and subtotal − discount + fee +
 * tax added make the total. A figure missing from the slip (or wrong) breaks one of the sums.
 */
function expectAddsUp(slip: HTMLElement, o: OrderDetail) {
  const lines = [...slip.querySelectorAll('[data-testid="slip-line-total"]')].map((c) =>
    cents(c.textContent ?? ''),
  );
  expect(lines).toHaveLength(o.items.length);
  const subtotal = figure(slip, 'slip-subtotal');
  expect(lines.reduce((s, l) => s + l, 0)).toBe(subtotal);
  const discount = figure(slip, 'slip-discount');
  const fee = figure(slip, 'slip-fee');
  const added = figure(slip, 'slip-tax');
  const total = figure(slip, 'slip-total');
  expect(subtotal - discount + fee + added).toBe(total);
  expect([subtotal, discount, fee, added, total]).toEqual([
    o.subtotalCents,
    o.discountCents,
    o.fulfilment === 'delivery' ? o.deliveryFeeCents : 0,
    o.tax?.addedCents ?? 0,
    o.totalCents,
  ]);
}

describe('the packing slip', () => {
  it('a coupon, a fee and tax added: every figure from the lines to the total, the cut options, the transfer to confirm', async () => {
    const o = order({
      paymentMethod: 'bank_transfer',
      items: [
        item({
          quantity: 2,
          lineTotalCents: 29980,
          cuts: { choices: [{ group: 'thickness', value: '3', priceCents: 0 }], note: 'sem gordura' },
          extras: [
            { name: 'Tempero da casa', basis: 'line', quantity: 1, unitPriceCents: 500, totalCents: 500 },
          ],
        }),
        item({
          id: 'i2',
          productName: 'Chimichurri',
          variationName: null,
          weightKg: null,
          lineTotalCents: 2490,
        }),
      ],
      couponCode: 'CHURRASCO10',
      discountCents: 3297,
      deliveryFeeCents: 990,
      tax: tax('added', 596),
      taxCents: 596,
    });
    // The lines (329,70) are not the total (312,59): the rows between them say why.
    expect(o.totalCents).toBe(31259);
    const slip = await draw(o, 'pt-BR');
    expectAddsUp(slip, o);
    expect(text(slip, 'slip-subtotal')).toBe('SubtotalUS$ 329,70');
    expect(text(slip, 'slip-discount')).toBe('Desconto (CHURRASCO10)−US$ 32,97');
    expect(text(slip, 'slip-fee')).toBe('Taxa de entregaUS$ 9,90');
    expect(text(slip, 'slip-tax')).toBe('Imposto sobre vendasUS$ 5,96');
    expect(text(slip, 'slip-total')).toBe('TotalUS$ 312,59');
    // The preparation column holds the cut options and their note.
    expect(text(slip, 'cuts')).toBe('espessura 3 cm · Obs.: sem gordura');
    expect(text(slip, 'slip-payment')).toContain('Pagamento: Transferência · não pago');
    expect(text(slip, 'slip-collect')).toBe(
      'Transferência não confirmada: US$ 312,59 — confirme antes de entregar',
    );
  });

  it('a shop in pounds: weights in lb, tax included said apart, the weighing’s balance to collect', async () => {
    const o = order({
      fulfilment: 'pickup',
      address: null,
      pickupAddress: '1 Roswell Rd',
      paymentMethod: 'bank_transfer',
      paymentStatus: 'confirmed',
      items: [
        item({
          // A variation's name is the catalogue's words; the weights are the slip's.
          variationName: 'Peça inteira',
          weightKg: 1,
          pricePerKgCents: 11990,
          estimateCents: 11990,
          estimateGrams: 1000,
          finalGrams: 1080,
          lineTotalCents: 12949,
          cuts: { choices: [{ group: 'thickness', value: '2.5', priceCents: 0 }], note: null },
        }),
      ],
      weighing: {
        tolerancePct: 10,
        estimatedTotalCents: 11990,
        weighedAt: '2026-11-24T11:00:00Z',
        differenceCents: 959,
        settledAt: null,
      },
      tax: tax('included', 254),
      taxCents: 254,
    });
    const slip = await draw(o, 'en', 'imperial');
    expectAddsUp(slip, o);
    expect(slip.textContent).toContain('≈ 2.20 lb');
    expect(slip.textContent).toContain('2.38 lb');
    expect(slip.textContent).not.toContain('kg');
    expect(text(slip, 'cuts')).toBe('thickness 1 in');
    expect(text(slip, 'slip-fee')).toBe('');
    expect(text(slip, 'slip-total')).toBe('Final total$129.49');
    // Inside the prices: said under the total, not added to it.
    expect(text(slip, 'slip-tax')).toBe('');
    expect(text(slip, 'slip-tax-included')).toBe('Tax included$2.54');
    expect(text(slip, 'slip-payment')).toContain('Payment: Bank transfer · paid');
    expect(text(slip, 'slip-collect')).toBe('Balance to collect: $9.59');
  });

  it('a card order: what the card holds, then what it was charged, nothing to collect', async () => {
    const lines = [item({ quantity: 1, lineTotalCents: 4224 })];
    const held = order({ paymentMethod: 'card', items: lines, deliveryFeeCents: 990, payment: card({}) });
    const slip = await draw(held, 'pt-BR');
    expectAddsUp(slip, held);
    expect(text(slip, 'slip-payment')).toContain('Pagamento: Cartão · Visa •••• 4242 · ');
    expect(text(slip, 'slip-collect')).toBe(
      'Reserva de US$ 60,00 no cartão; cobrar US$ 52,14 — nada a cobrar na entrega',
    );
    view?.unmount();
    const charged = order({
      paymentMethod: 'card',
      paymentStatus: 'confirmed',
      items: lines,
      deliveryFeeCents: 990,
      payment: card({ state: 'captured', capturedCents: 5214, releasedCents: 786 }),
    });
    const shown = await draw(charged, 'en');
    expect(text(shown, 'slip-collect')).toBe('Charged to the card: $52.14 — nothing to collect at the door');
  });

  it('pay on delivery: the amount to collect is the total, until the payment is confirmed', async () => {
    const lines = [
      item({ quantity: 3, lineTotalCents: 44970 }),
      item({ id: 'i2', productName: 'Linguiça', variationName: '500 g', lineTotalCents: 1890 }),
    ];
    const due = order({ items: lines, deliveryFeeCents: 990 });
    const slip = await draw(due, 'en');
    expectAddsUp(slip, due);
    expect(text(slip, 'slip-payment')).toContain('Payment: Pay on delivery/pickup · not paid');
    expect(text(slip, 'slip-collect')).toBe('To collect from the customer: $478.50');
    view?.unmount();
    const paid = await draw(
      order({ items: lines, deliveryFeeCents: 990, paymentStatus: 'confirmed' }),
      'pt-BR',
    );
    expect(text(paid, 'slip-collect')).toBe('Pago — nada a cobrar');
  });
});
