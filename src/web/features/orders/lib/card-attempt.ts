import type { PlaceOrderInput } from '@/shared/orders/schemas';
import type { CheckoutForm } from './checkout-form';

/**
 * The card order the browser left for Stripe's hosted page (decision 081), kept in sessionStorage:
 * back at the checkout after a decline, "pay by card again" sends the same Idempotency-Key and so
 * reaches the same order and the same page (never a second order), and the form is as it was.
 */
const STORAGE_KEY = 'checkout.cardAttempt';

export type CardAttempt = { orderId: string; key: string; input: PlaceOrderInput; form: CheckoutForm };

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function saveCardAttempt(attempt: CardAttempt) {
  storage()?.setItem(STORAGE_KEY, JSON.stringify(attempt));
}

/** The attempt of this order, or null (another order's, none, or unreadable). */
export function readCardAttempt(orderId: string): CardAttempt | null {
  try {
    const kept = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? 'null') as CardAttempt | null;
    return kept?.orderId === orderId && typeof kept.key === 'string' ? kept : null;
  } catch {
    return null;
  }
}

export function forgetCardAttempt() {
  storage()?.removeItem(STORAGE_KEY);
}
