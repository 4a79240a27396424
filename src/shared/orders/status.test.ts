import { describe, expect, it } from 'vitest';
import {
  canTransition,
  isFinal,
  nextStatuses,
  ORDER_STATUSES,
  type OrderStatus,
  returnsCouponOnCancel,
} from './status';

const ALLOWED: [OrderStatus, OrderStatus, 'delivery' | 'pickup'][] = [
  ['pending_payment', 'confirmed', 'delivery'],
  ['pending_payment', 'cancelled', 'pickup'],
  ['confirmed', 'preparing', 'delivery'],
  ['confirmed', 'cancelled', 'delivery'],
  ['preparing', 'out_for_delivery', 'delivery'],
  ['preparing', 'ready_for_pickup', 'pickup'],
  ['preparing', 'cancelled', 'pickup'],
  ['out_for_delivery', 'completed', 'delivery'],
  ['ready_for_pickup', 'completed', 'pickup'],
];

describe('order status machine (DESIGN §4)', () => {
  it.each(ALLOWED)('%s → %s (%s) is allowed', (from, to, fulfilment) => {
    expect(canTransition(from, to, fulfilment)).toBe(true);
  });

  it('refuses every other pair', () => {
    for (const fulfilment of ['delivery', 'pickup'] as const) {
      for (const from of ORDER_STATUSES) {
        for (const to of ORDER_STATUSES) {
          const allowed = ALLOWED.some(([f, t, k]) => f === from && t === to && k === fulfilment);
          const symmetric =
            ALLOWED.some(([f, t]) => f === from && t === to) &&
            !['out_for_delivery', 'ready_for_pickup'].includes(to);
          expect(canTransition(from, to, fulfilment), `${from} → ${to} (${fulfilment})`).toBe(
            allowed || symmetric,
          );
        }
      }
    }
  });

  it.each([
    ['out_for_delivery', 'cancelled'],
    ['ready_for_pickup', 'cancelled'],
    ['completed', 'cancelled'],
    ['cancelled', 'confirmed'],
    ['pending_payment', 'preparing'],
  ] as [OrderStatus, OrderStatus][])('%s → %s is refused', (from, to) => {
    expect(canTransition(from, to, 'delivery')).toBe(false);
    expect(canTransition(from, to, 'pickup')).toBe(false);
  });

  it('offers the hand-over step that fits the fulfilment', () => {
    expect(nextStatuses('preparing', 'delivery')).toEqual(['out_for_delivery', 'cancelled']);
    expect(nextStatuses('preparing', 'pickup')).toEqual(['ready_for_pickup', 'cancelled']);
  });

  it('knows the final states and when a coupon use returns', () => {
    expect(ORDER_STATUSES.filter(isFinal)).toEqual(['completed', 'cancelled']);
    expect(returnsCouponOnCancel('pending_payment')).toBe(true);
    expect(returnsCouponOnCancel('confirmed')).toBe(false);
  });
});
