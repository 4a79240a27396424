import { describe, expect, it } from 'vitest';
import { STRIPE_WEBHOOK_EVENTS, stripeEventMovesPayment } from './webhook-events';

/** Which of Stripe's events the webhook acts on; the others are acknowledged and left (decision 133). */
describe('stripeEventMovesPayment', () => {
  it.each([
    ['checkout.session.completed', true],
    ['checkout.session.expired', true],
    ['checkout.session.async_payment_succeeded', true],
    ['payment_intent.amount_capturable_updated', true],
    ['payment_intent.succeeded', true],
    ['payment_intent.canceled', true],
    ['payment_intent.payment_failed', true],
    ['charge.succeeded', true],
    ['charge.captured', true],
    ['charge.refunded', true],
    ['charge.refund.updated', true],
    ['refund.created', true],
    ['setup_intent.succeeded', true],
    ['setup_intent.setup_failed', true],
    ['payment_intent.created', false],
    ['setup_intent.created', false],
    ['customer.created', false],
    ['customer.updated', false],
    ['payment_method.attached', false],
    ['product.created', false],
    ['checkout', false],
    ['', false],
  ])('%s → %s', (type, moves) => {
    expect(stripeEventMovesPayment(type)).toBe(moves);
  });
});

describe('STRIPE_WEBHOOK_EVENTS', () => {
  it('lists only events the webhook acts on, once each', () => {
    expect(STRIPE_WEBHOOK_EVENTS.filter((type) => !stripeEventMovesPayment(type))).toEqual([]);
    expect(new Set(STRIPE_WEBHOOK_EVENTS).size).toBe(STRIPE_WEBHOOK_EVENTS.length);
  });
});
