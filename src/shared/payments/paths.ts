/** Where Stripe sends its events: the address the Integrações card shows to copy (decision 082). */
export const PAYMENTS_WEBHOOK_PATH = '/api/payments/stripe/webhook';
