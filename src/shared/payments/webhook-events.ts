/**
 * The Stripe events the shop's webhook endpoint listens to (decision 133): the Integrações card and
 * the README list them for the owner to tick in Stripe's dashboard, and the demo's stand-in sends
 * only these, as an endpoint set up that way does. Each is one the shop acts on:
 * a page paid or expired, a hold placed, a charge captured or refunded, a hold cancelled or
 * refused, a card saved or refused.
 */
export const STRIPE_WEBHOOK_EVENTS = [
  'checkout.session.completed',
  'checkout.session.expired',
  'payment_intent.amount_capturable_updated',
  'payment_intent.succeeded',
  'payment_intent.canceled',
  'payment_intent.payment_failed',
  'charge.refunded',
  'setup_intent.succeeded',
  'setup_intent.setup_failed',
] as const;

/**
 * Whether an event of this type can move a payment; the webhook acknowledges the others and reads
 * nothing for them. Wider than the list above, so an endpoint that listens to every event (or
 * to another of these) still works: the creations that come before a payment moves
 * (`payment_intent.created`, `setup_intent.created`), customers and payment methods never change
 * what the shop holds.
 */
export function stripeEventMovesPayment(type: string): boolean {
  const [family, ...rest] = type.split('.');
  const action = rest.join('.');
  switch (family) {
    case 'checkout':
      return action.startsWith('session.');
    case 'payment_intent':
    case 'setup_intent':
      return action !== 'created';
    case 'charge':
    case 'refund':
      return true;
    default:
      return false;
  }
}
