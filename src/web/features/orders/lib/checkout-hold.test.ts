import { describe, expect, it } from 'vitest';
import type { CheckoutQuote } from '@/shared/orders/types';
import { checkoutHold } from './checkout-hold';

/** Decision 081: the hold the checkout announces, from the quote, by the server's rule. */
const line = (over: Partial<CheckoutQuote['lines'][number]>): CheckoutQuote['lines'][number] => ({
  cartItemId: 'x',
  productName: 'x',
  variationName: null,
  quantity: 1,
  pricePerKgCents: null,
  totalCents: 0,
  extras: [],
  unitPriceCents: 0,
  extrasCents: 0,
  estimateKgPerUnit: null,
  ...over,
});
const picanha = line({
  cartItemId: 'p',
  pricePerKgCents: 11990,
  unitPriceCents: 11990,
  estimateKgPerUnit: 1,
});
const charcoal = line({ cartItemId: 'c', unitPriceCents: 2490 });
const quote = (feeCents: number | null): CheckoutQuote =>
  ({
    lines: [picanha, charcoal],
    subtotalCents: 14480,
    zone: feeCents === null ? null : { id: 'z', name: 'Z', feeCents, minimumOrderCents: 0 },
  }) as CheckoutQuote;
const shop = { weighingTolerancePct: 10, cardHoldMarginPct: 15 };

describe('checkoutHold', () => {
  it.each([
    ['pickup', quote(null), 'pickup', 0, 16279],
    ['delivery with its fee', quote(1500), 'delivery', 0, 17779],
    ['less the coupon', quote(1500), 'delivery', 1300, 16479],
  ] as const)('%s', (_name, q, fulfilment, discount, hold) => {
    expect(checkoutHold(q, fulfilment, discount, shop)).toBe(hold);
  });

  it('is unknown while a delivery has no fee yet (no ZIP)', () => {
    expect(checkoutHold(quote(null), 'delivery', 0, shop)).toBeNull();
  });
});
