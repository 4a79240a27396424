import type { Fulfilment } from '@/shared/delivery/fulfilment';
import { missingForMinimum } from '@/shared/delivery/minimum';
import type { CheckoutQuote } from '@/shared/orders/types';
import { retaxOrder } from '@/shared/tax/snapshot';
import { taxViewOf } from '@/shared/tax/types';

/**
 * The checkout's figures as the summary and the phone's sticky bar show them: the fee (null while
 * a delivery's ZIP is unknown), the coupon's discount, the tax by the server's rule on the quote's
 * rates, the total, and the zone's minimum with what is missing for it (decision 097).
 */
export function checkoutFigures(quote: CheckoutQuote, fulfilment: Fulfilment, discountCents: number) {
  const fee = fulfilment === 'delivery' ? (quote.zone?.feeCents ?? null) : 0;
  const discount = Math.min(discountCents, quote.subtotalCents);
  const tax =
    quote.tax && !quote.tax.refused
      ? taxViewOf({
          mode: quote.tax.snapshot.mode,
          result: retaxOrder(
            quote.tax.snapshot,
            quote.lines.map((l) => l.totalCents),
            discount,
            fee ?? 0,
          ),
        })
      : null;
  const total = quote.subtotalCents - discount + (fee ?? 0) + (tax?.addedCents ?? 0);
  const minimum = fulfilment === 'delivery' ? (quote.zone?.minimumOrderCents ?? 0) : 0;
  const missing = fulfilment === 'delivery' ? missingForMinimum(quote.subtotalCents, quote.zone) : 0;
  return { fee, discount, tax, total, minimum, missing };
}
