import { useTranslation } from 'react-i18next';
import type { Fulfilment } from '@/shared/delivery/fulfilment';
import { missingForMinimum } from '@/shared/delivery/minimum';
import type { CheckoutQuote } from '@/shared/orders/types';
import { retaxOrder } from '@/shared/tax/snapshot';
import { taxViewOf } from '@/shared/tax/types';
import { Button } from '@/web/components/ui/button';
import { WeighedNote } from '@/web/components/weighed-price';
import { useMoney } from '@/web/lib/money';
import '../i18n';
import { TaxLines } from './tax-lines';

type Props = {
  quote: CheckoutQuote;
  fulfilment: Fulfilment;
  discountCents: number;
  placing: boolean;
  /** An answer was lost and the same order is being asked for again. */
  confirming?: boolean;
  /** A card order was placed: the browser is on its way to Stripe's page. */
  redirecting?: boolean;
};

/** Subtotal, discount, fee and total, with the submit button (sticky beside the form on wide screens). */
export function OrderSummary({
  quote,
  fulfilment,
  discountCents,
  placing,
  confirming = false,
  redirecting = false,
}: Props) {
  const money = useMoney();
  const { t } = useTranslation('checkout');
  const { t: tOrders } = useTranslation('orders');
  const fee = fulfilment === 'delivery' ? (quote.zone?.feeCents ?? null) : 0;
  const discount = Math.min(discountCents, quote.subtotalCents);
  // The server's rule on the page: the quote's rates and classes with the coupon checked here.
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
  // The zone's minimum by the server's own rule (decision 097): the button says what is missing.
  const minimum = fulfilment === 'delivery' ? (quote.zone?.minimumOrderCents ?? 0) : 0;
  const missing = fulfilment === 'delivery' ? missingForMinimum(quote.subtotalCents, quote.zone) : 0;
  return (
    <section
      aria-labelledby="summary-title"
      className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-line/60 lg:sticky lg:top-24"
    >
      <h2 id="summary-title" className="text-xl text-ink">
        {t('summary.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('summary.items', { count: quote.itemCount })}</p>
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex justify-between">
          <dt className="text-ink-soft">{t('summary.subtotal')}</dt>
          <dd className="tabular-nums">{money(quote.subtotalCents)}</dd>
        </div>
        {discount > 0 && (
          <div className="flex justify-between text-leaf">
            <dt>{t('summary.discount')}</dt>
            <dd className="tabular-nums">−{money(discount)}</dd>
          </div>
        )}
        <div className="flex justify-between">
          <dt className="text-ink-soft">{t('summary.fee')}</dt>
          <dd className="tabular-nums">
            {fee === null ? t('summary.feePending') : fee === 0 ? t('summary.free') : money(fee)}
          </dd>
        </div>
        {minimum > 0 && (
          <div className="flex justify-between" data-testid="summary-minimum">
            <dt className="text-ink-soft">{t('summary.minimum')}</dt>
            <dd className="tabular-nums">{money(minimum)}</dd>
          </div>
        )}
        {tax?.mode === 'added' && <TaxLines tax={tax} />}
        <div className="flex justify-between border-t border-line pt-3 text-lg font-semibold text-ink">
          <dt>{t('summary.total')}</dt>
          <dd className="tabular-nums" data-testid="checkout-total">
            {money(total)}
          </dd>
        </div>
      </dl>
      {tax?.mode === 'included' && <TaxLines tax={tax} />}
      {quote.tax?.refused && (
        <p
          role="alert"
          className="mt-3 rounded-2xl bg-brand-soft p-3 text-sm text-brand-dark"
          data-testid="tax-refused"
        >
          {tOrders('tax.refused')}
        </p>
      )}
      <Button type="submit" size="lg" className="mt-6 w-full" disabled={placing || missing > 0}>
        {missing > 0 && !placing
          ? t('address.belowMinimum', { missing: money(missing) })
          : redirecting
            ? t('payment.redirecting')
            : confirming
              ? t('confirming.button')
              : placing
                ? t('summary.placing')
                : t('summary.place')}
      </Button>
      {/* Never a second "place order" while the first one may exist: the button stays disabled. */}
      <p
        role="status"
        className={confirming ? 'mt-3 rounded-2xl bg-parchment/70 p-3 text-sm text-ink-soft' : 'sr-only'}
      >
        {confirming ? t('confirming.status') : ''}
      </p>
      {quote.lines.some((l) => l.pricePerKgCents !== null) && <WeighedNote className="mt-4" />}
      <p className="mt-3 text-xs text-muted">{t('summary.terms')}</p>
    </section>
  );
}
