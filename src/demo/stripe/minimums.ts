import { invalidRequest } from './errors';

/**
 * Stripe's minimum charge amounts (https://docs.stripe.com/currencies#minimum-and-maximum-charge-amounts),
 * in minor units, for the currencies the fake is asked about; the rest are held to US$ 0.50's 50.
 * A PaymentIntent, a Checkout Session's total or an `amount_to_capture` below it is refused with
 * `amount_too_small` (400, `invalid_request_error`, https://docs.stripe.com/error-codes#amount-too-small).
 * Kept apart from the shop's own table (src/shared/payments/minimum.ts) on purpose: the fake stands
 * for Stripe, so a shop that forgets the minimum fails against it.
 */
const MINIMUMS: Record<string, { cents: number; symbol: string }> = {
  usd: { cents: 50, symbol: '$' },
  brl: { cents: 50, symbol: 'R$' },
  eur: { cents: 50, symbol: '€' },
  cad: { cents: 50, symbol: '$' },
  aud: { cents: 50, symbol: '$' },
  gbp: { cents: 30, symbol: '£' },
  mxn: { cents: 1000, symbol: '$' },
};

const minimumOf = (currency: string) => MINIMUMS[currency] ?? { cents: 50, symbol: '$' };
/** "$0.50 usd", "R$0.50 brl", "£0.30 gbp": how Stripe's message names the minimum. */
const named = (currency: string) => {
  const m = minimumOf(currency);
  return `${m.symbol}${(m.cents / 100).toFixed(2)} ${currency}`;
};

/** A PaymentIntent's `amount` or a capture's `amount_to_capture` below the minimum: refused. */
export function checkMinimum(amount: number, currency: string, param = 'amount') {
  if (amount < minimumOf(currency).cents)
    throw invalidRequest(`Amount must be at least ${named(currency)}`, param, 'amount_too_small');
}

/** A Checkout Session in payment mode whose total is below the minimum: refused at creation. */
export function checkSessionMinimum(total: number, currency: string) {
  if (total < minimumOf(currency).cents)
    throw invalidRequest(
      `The Checkout Session's total amount due must add up to at least ${named(currency)}`,
      undefined,
      'amount_too_small',
    );
}
