import type { Fulfilment } from '@/shared/delivery/fulfilment';
import type { CheckoutQuote } from '@/shared/orders/types';
import { DEFAULT_WEIGHING_TOLERANCE_PCT } from '@/shared/orders/weighing';
import { checkoutHoldCents } from '@/shared/payments/rules';

/**
 * The card hold the checkout announces ("reservamos até US$ 60,00"): the server's rule
 * (`checkoutHoldCents`) on the quote's lines, the coupon's discount, the fee and the quoted tax, with the shop's
 * tolerance and hold margin. Null while a delivery's fee is unknown (no ZIP yet).
 */
export function checkoutHold(
  quote: CheckoutQuote,
  fulfilment: Fulfilment,
  discountCents: number,
  settings: { weighingTolerancePct: number; cardHoldMarginPct: number } | undefined,
): number | null {
  const fee = fulfilment === 'delivery' ? (quote.zone?.feeCents ?? null) : 0;
  if (fee === null || quote.lines.length === 0) return null;
  const lines = quote.lines.map((l) => ({
    id: l.cartItemId,
    quantity: l.quantity,
    unitPriceCents: l.unitPriceCents,
    extrasCents: l.extrasCents,
    weighed:
      l.pricePerKgCents !== null && l.estimateKgPerUnit !== null
        ? { pricePerKgCents: l.pricePerKgCents, estimateKgPerUnit: l.estimateKgPerUnit }
        : null,
    finalGrams: null,
  }));
  return checkoutHoldCents(
    lines,
    Math.min(discountCents, quote.subtotalCents),
    fee,
    {
      tolerancePct: settings?.weighingTolerancePct ?? DEFAULT_WEIGHING_TOLERANCE_PCT,
      marginPct: settings?.cardHoldMarginPct ?? null,
    },
    quote.tax && !quote.tax.refused ? quote.tax.snapshot : null,
  );
}
