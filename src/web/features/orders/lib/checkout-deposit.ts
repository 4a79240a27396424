import { depositCents } from '@/shared/campaigns/rules';
import type { Fulfilment } from '@/shared/delivery/fulfilment';
import type { CheckoutQuote } from '@/shared/orders/types';
import { retaxOrder } from '@/shared/tax/snapshot';

/**
 * A pre-order's deposit for this basket (issue 41, decision 105): the campaign's rule on the
 * estimated total as the server computes it when the order is placed (the goods less the coupon,
 * the fee and the added tax). Null: not a pre-order, no deposit, or the total not known yet.
 */
export function checkoutDeposit(
  quote: CheckoutQuote,
  fulfilment: Fulfilment,
  discountCents: number,
): number | null {
  if (!quote.preorder || quote.preorder.deposit.kind === 'none') return null;
  const fee = fulfilment === 'delivery' ? (quote.zone?.feeCents ?? null) : 0;
  if (fee === null) return null;
  const discount = Math.min(discountCents, quote.subtotalCents);
  const added =
    quote.tax && !quote.tax.refused && quote.tax.snapshot.mode === 'added'
      ? retaxOrder(
          quote.tax.snapshot,
          quote.lines.map((l) => l.totalCents),
          discount,
          fee,
        ).addedCents
      : 0;
  const cents = depositCents(quote.preorder.deposit, quote.subtotalCents - discount + fee + added);
  return cents > 0 ? cents : null;
}
