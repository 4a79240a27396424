import { type QueryKey, type UseQueryOptions, useQueries } from '@tanstack/react-query';
import { Calculator } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildExampleCart, EXAMPLE_PICKS } from '@/shared/cart/example';
import type { Cart } from '@/shared/cart/types';
import { localized } from '@/shared/catalogue/rules';
import type { ProductDetail } from '@/shared/catalogue/types';
import { paths } from '@/shared/routes';
import { Button, buttonVariants } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { useMoney } from '@/web/lib/money';
import { useWeightFormat } from '@/web/lib/units';
import { usePageTitle } from '@/web/lib/use-page-title';
import { CartLine } from '../components/cart-line';
import { CartSummary } from '../components/cart-summary';
import '../i18n';

/** The arithmetic behind the example's totals, line by line, in the visitor's language. */
function HowItAddsUp({ cart }: { cart: Cart }) {
  const money = useMoney();
  const { t, i18n } = useTranslation('cart');
  const language = i18n.language;
  const { weight } = useWeightFormat();
  const label = (line: Cart['items'][number]) =>
    [localized(line.productName, line.productNameEn, language), line.variationName].filter(Boolean).join(' ');
  const formula = 'rounded-xl bg-parchment/70 px-3 py-2 font-mono text-[13px] text-ink tabular-nums';

  return (
    <section
      aria-labelledby="example-steps"
      className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-line/60"
    >
      <h2 id="example-steps" className="flex items-center gap-2.5 text-xl text-ink">
        <Calculator aria-hidden="true" className="size-5 text-brand" />
        {t('example.stepsTitle')}
      </h2>
      <ol className="mt-5 space-y-5 text-ink-soft">
        <li>
          <p>{t('example.lineStep')}</p>
          <ul className="mt-2 space-y-1.5">
            {cart.items.map((line) => (
              <li key={line.id} className={formula}>
                {t('example.lineFormula', {
                  name: label(line),
                  unit: money(line.unitPriceCents),
                  quantity: line.quantity,
                  total: money(line.totalPriceCents),
                })}
              </li>
            ))}
          </ul>
        </li>
        <li>
          <p>{t('example.extrasStep')}</p>
          <ul className="mt-2 space-y-1.5">
            {cart.items.flatMap((line) =>
              line.extras.map((extra) => (
                <li key={extra.id} className={formula}>
                  {t('example.extraFormula', {
                    name: localized(extra.name, extra.nameEn, language),
                    unit: money(extra.unitPriceCents),
                    quantity: extra.quantity,
                    total: money(extra.totalPriceCents),
                  })}
                </li>
              )),
            )}
          </ul>
        </li>
        <li>
          <p>{t('example.weightStep')}</p>
          <ul className="mt-2 space-y-1.5">
            {cart.items
              .filter((line) => line.weightKg !== null)
              .map((line) => (
                <li key={line.id} className={formula}>
                  {t('example.weightFormula', {
                    name: label(line),
                    weight: weight(line.weightKg ?? 0),
                    quantity: line.quantity,
                    total: weight((line.weightKg ?? 0) * line.quantity),
                  })}
                </li>
              ))}
            <li className={`${formula} font-semibold`}>
              {t('summary.weight')}: {weight(cart.totals.totalWeightKg)}
            </li>
          </ul>
        </li>
        <li>
          <p>{t('example.subtotalStep')}</p>
          <p className={`${formula} mt-2 font-semibold`}>
            {cart.items
              .flatMap((line) => [line.totalPriceCents, ...line.extras.map((e) => e.totalPriceCents)])
              .map((cents) => money(cents))
              .join(' + ')}{' '}
            = {money(cart.totals.subtotalCents)}
          </p>
        </li>
        <li>{t('example.stockStep')}</li>
        <li>{t('example.lifetimeStep')}</li>
      </ol>
    </section>
  );
}

/**
 * /CarrinhoExemplo (DESIGN §4): a sample cart from the shop's demo products, fetched from the
 * catalogue API and added up in the browser with the real cart's rules — never sent to the cart.
 */
export default function ExampleCartPage<Key extends QueryKey>({
  productQuery,
}: {
  /** The catalogue's product query (features/catalogue), handed in by the app (STYLE habit 9). */
  productQuery: (slug: string) => UseQueryOptions<ProductDetail, Error, ProductDetail, Key>;
}) {
  const { t } = useTranslation('cart');
  usePageTitle(t('example.title'));
  const results = useQueries({ queries: EXAMPLE_PICKS.map((pick) => productQuery(pick.slug)) });
  const loading = results.some((r) => r.isPending);
  const cart = buildExampleCart(results.map((r) => r.data));
  const failed = !loading && cart.items.length === 0;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="mb-8 max-w-3xl">
        <p className="inline-flex rounded-full bg-gold/25 px-3 py-1 text-xs font-bold tracking-[0.16em] text-ink uppercase">
          {t('example.badge')}
        </p>
        <h1 className="mt-3 text-4xl text-ink sm:text-5xl">{t('example.title')}</h1>
        <p className="mt-3 text-lg text-ink-soft">{t('example.subtitle')}</p>
      </header>

      {loading ? (
        <div className="grid min-h-[40vh] place-items-center">
          <Spinner label={t('example.loading')} />
        </div>
      ) : failed ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-4 rounded-3xl bg-brand-soft/60 px-6 py-12 text-center"
        >
          <p className="text-ink">{t('example.failed')}</p>
          <Button variant="secondary" onClick={() => results.forEach((r) => void r.refetch())}>
            {t('page.retry')}
          </Button>
        </div>
      ) : (
        // Phones read the lines, then the totals, then how they add up; wide screens keep the
        // summary beside both.
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1.5fr)_minmax(20rem,1fr)] lg:gap-8">
          <ul aria-label={t('page.linesLabel')} className="space-y-4 lg:col-start-1">
            {cart.items.map((line) => (
              <CartLine key={line.id} line={line} readOnly />
            ))}
          </ul>
          <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <CartSummary cart={cart} checkout={false}>
              <div className="mt-6 grid gap-2">
                <Link to={paths.products} className={buttonVariants({ size: 'lg' })}>
                  {t('example.start')}
                </Link>
                <Link to={paths.cart} className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
                  {t('example.openCart')}
                </Link>
              </div>
            </CartSummary>
          </div>
          <div className="lg:col-start-1">
            <HowItAddsUp cart={cart} />
          </div>
        </div>
      )}
    </div>
  );
}
