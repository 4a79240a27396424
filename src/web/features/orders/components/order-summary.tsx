import { useTranslation } from 'react-i18next';
import type { Fulfilment } from '@/shared/delivery/fulfilment';
import type { CheckoutQuote } from '@/shared/orders/types';
import { Button } from '@/web/components/ui/button';
import { WeighedNote } from '@/web/components/weighed-price';
import { useMoney } from '@/web/lib/money';
import '../i18n';
import { checkoutFigures } from '../lib/checkout-total';
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
  /** What the order still lacks ("Falta: dia e horário"), said before the click (issue 38). */
  stillMissing?: string;
};

/** The place button's words while nothing is missing: placing, confirming again, leaving for Stripe. */
export function placeLabelKey({
  placing,
  redirecting,
  confirming,
}: {
  placing: boolean;
  redirecting: boolean;
  confirming: boolean;
}) {
  if (redirecting) return 'payment.redirecting' as const;
  if (confirming) return 'confirming.button' as const;
  return placing ? ('summary.placing' as const) : ('summary.place' as const);
}

/** Subtotal, discount, fee and total, with the submit button (sticky beside the form on wide screens). */
export function OrderSummary({
  quote,
  fulfilment,
  discountCents,
  placing,
  confirming = false,
  redirecting = false,
  stillMissing,
}: Props) {
  const money = useMoney();
  const { t } = useTranslation('checkout');
  const { t: tOrders } = useTranslation('orders');
  const { fee, discount, tax, total, minimum, missing } = checkoutFigures(quote, fulfilment, discountCents);
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
      {stillMissing && missing === 0 && (
        <p className="mt-5 text-sm font-medium text-brand-dark max-lg:hidden" data-testid="summary-missing">
          {stillMissing}
        </p>
      )}
      {/* On a phone the sticky bar holds the button (phone-bar.tsx): one "Confirmar pedido" in sight. */}
      <Button type="submit" size="lg" className="mt-4 w-full max-lg:hidden" disabled={placing || missing > 0}>
        {missing > 0 && !placing
          ? t('address.belowMinimum', { missing: money(missing) })
          : t(placeLabelKey({ placing, redirecting, confirming }))}
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
