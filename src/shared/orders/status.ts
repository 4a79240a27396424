import type { Fulfilment } from '../delivery/fulfilment';

/**
 * DESIGN §4 order statuses: pending_payment → confirmed → preparing → (out_for_delivery |
 * ready_for_pickup) → completed, and cancelled from any state before out_for_delivery /
 * ready_for_pickup. The server refuses every other transition.
 */
export const ORDER_STATUSES = [
  'pending_payment',
  'confirmed',
  'preparing',
  'out_for_delivery',
  'ready_for_pickup',
  'completed',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending_payment: ['confirmed', 'cancelled'],
  confirmed: ['preparing', 'cancelled'],
  preparing: ['out_for_delivery', 'ready_for_pickup', 'cancelled'],
  out_for_delivery: ['completed'],
  ready_for_pickup: ['completed'],
  completed: [],
  cancelled: [],
};

/** Where an order may go next; the hand-over step depends on how it is fulfilled. */
export function nextStatuses(from: OrderStatus, fulfilment: Fulfilment): OrderStatus[] {
  return TRANSITIONS[from].filter((to) =>
    to === 'out_for_delivery'
      ? fulfilment === 'delivery'
      : to === 'ready_for_pickup'
        ? fulfilment === 'pickup'
        : true,
  );
}

export function canTransition(from: OrderStatus, to: OrderStatus, fulfilment: Fulfilment): boolean {
  return nextStatuses(from, fulfilment).includes(to);
}

export const isFinal = (status: OrderStatus) => TRANSITIONS[status].length === 0;

/** Stock goes back on cancellation; the coupon use goes back only if payment was never confirmed. */
export const returnsCouponOnCancel = (from: OrderStatus) => from === 'pending_payment';
