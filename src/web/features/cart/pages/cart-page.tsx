import { AlertTriangle, ArrowLeft } from 'lucide-react';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/routes';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useCart } from '../api/get-cart';
import { CartLine } from '../components/cart-line';
import { CartNotice } from '../components/cart-notice';
import { CartSummary } from '../components/cart-summary';
import { ClearCartButton } from '../components/clear-cart-dialog';
import { EmptyCart } from '../components/empty-cart';
import '../i18n';

/**
 * /cart: the lines with their extras and quantities, the totals, clear, and the way to checkout.
 * `Suggestions`: products to start from under an empty cart (the app hands them in).
 */
export default function CartPage({
  Suggestions,
}: {
  Suggestions?: React.ComponentType<{ title: string; lead: string }>;
}) {
  const { t } = useTranslation('cart');
  usePageTitle(t('page.title'));
  const { data: cart, isPending, isError, refetch, isRefetching } = useCart();

  let body: React.ReactNode;
  if (isPending) {
    body = (
      <div className="grid min-h-[40vh] place-items-center">
        <Spinner label={t('page.loading')} />
      </div>
    );
  } else if (isError || cart.lookupFailed) {
    body = (
      <div
        role="alert"
        className="flex flex-col items-center gap-4 rounded-3xl border border-brand/25 bg-brand-soft/60 px-6 py-12 text-center"
      >
        <AlertTriangle aria-hidden="true" className="size-8 text-brand" />
        <p className="text-ink">{t('errors.load')}</p>
        <Button variant="secondary" disabled={isRefetching} onClick={() => void refetch()}>
          {t('page.retry')}
        </Button>
      </div>
    );
  } else if (cart.items.length === 0) {
    body = (
      <>
        <EmptyCart />
        {Suggestions && <Suggestions title={t('page.suggestionsTitle')} lead={t('page.suggestionsLead')} />}
      </>
    );
  } else {
    body = (
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1.7fr)_minmax(18rem,1fr)]">
        <div className="space-y-4">
          {cart.notice && <CartNotice notice={cart.notice} />}
          <ul aria-label={t('page.linesLabel')} className="space-y-4">
            {cart.items.map((line) => (
              <CartLine key={line.id} line={line} />
            ))}
          </ul>
          <Link
            to={paths.products}
            className="inline-flex items-center gap-2 text-sm font-semibold text-brand hover:text-brand-dark"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('page.continue')}
          </Link>
        </div>
        <CartSummary cart={cart}>
          <ClearCartButton />
        </CartSummary>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="mb-8">
        <h1 className="text-4xl text-ink sm:text-5xl">{t('page.title')}</h1>
        <p className="mt-2 text-ink-soft">{t('page.subtitle')}</p>
      </header>
      {body}
    </div>
  );
}
