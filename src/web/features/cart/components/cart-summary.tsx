import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasWeighedLines } from '@/shared/cart/totals';
import type { Cart } from '@/shared/cart/types';
import { localized } from '@/shared/catalogue/rules';
import { paths } from '@/shared/routes';
import { buttonVariants } from '@/web/components/ui/button';
import { WeighedNote } from '@/web/components/weighed-price';
import { useMoney } from '@/web/lib/money';
import { useCartTaxEstimate } from '../api/tax-estimate';
import { useLineText } from './use-line-text';
import '../i18n';

/** Subtotal (extras included), units and total weight (SPEC §3.3, §9), then the way to checkout. */
export function CartSummary({
  cart,
  children,
  checkout = true,
}: {
  cart: Cart;
  /** Below the checkout button (the clear-cart action). */
  children?: React.ReactNode;
  checkout?: boolean;
}) {
  const money = useMoney();
  const { t, i18n } = useTranslation('cart');
  const text = useLineText();
  const { subtotalCents, itemCount, totalWeightKg } = cart.totals;
  const hasExtras = cart.items.some((l) => l.extras.length > 0);
  const blocked = cart.items.some((l) => l.exceedsStock || !l.available);
  const tax = useCartTaxEstimate(cart).data?.estimate ?? null;

  return (
    <section
      aria-labelledby="cart-summary-title"
      className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-line/60 lg:sticky lg:top-24"
    >
      <h2 id="cart-summary-title" className="text-2xl text-ink">
        {t('summary.title')}
      </h2>
      <dl className="mt-5 space-y-3 text-ink-soft">
        <div className="flex items-baseline justify-between gap-4">
          <dt>{t('summary.units')}</dt>
          <dd className="font-medium text-ink tabular-nums">{itemCount}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-4">
          <dt>{t('summary.weight')}</dt>
          <dd className="font-medium text-ink tabular-nums">
            {totalWeightKg > 0 ? text.weight(totalWeightKg) : t('summary.noWeight')}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 border-t border-line pt-4">
          <dt className="text-ink">
            {t('summary.subtotal')}
            {hasExtras && <span className="block text-xs text-muted">{t('summary.extrasIncluded')}</span>}
          </dt>
          <dd className="font-display text-3xl text-ink tabular-nums" aria-live="polite">
            {money(subtotalCents)}
          </dd>
        </div>
        {tax && tax.taxCents > 0 && (
          <div className="flex items-baseline justify-between gap-4" data-testid="cart-tax-estimate">
            <dt>
              {t('summary.taxEstimate')}
              <span className="block text-xs text-muted">
                {t('summary.taxEstimateNote', {
                  store: localized(tax.storeName, tax.storeNameEn, i18n.language || 'pt-BR'),
                })}
              </span>
            </dt>
            <dd className="font-medium text-ink tabular-nums">{money(tax.taxCents)}</dd>
          </div>
        )}
      </dl>
      <p className="mt-3 text-sm text-muted">{t('summary.shippingNote')}</p>
      {hasWeighedLines(cart.items) && <WeighedNote className="mt-3" />}
      {checkout && (
        <>
          <Link to={paths.checkout} className={buttonVariants({ size: 'lg', className: 'mt-6 w-full' })}>
            {t('summary.checkout')}
          </Link>
          {blocked && <p className="mt-3 text-sm text-brand">{t('summary.fixFirst')}</p>}
        </>
      )}
      {children}
    </section>
  );
}
