import { ArrowLeft, ChevronRight, Package } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { formatClock } from '@/shared/delivery/window-time';
import { paths } from '@/shared/routes';
import { Button, buttonVariants } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { FormAlert } from '@/web/components/ui/form-alert';
import { Spinner } from '@/web/components/ui/spinner';
import { useMyOrder, useMyOrders } from '@/web/features/orders/api/get-orders';
import { CancelOrderButton } from '@/web/features/orders/components/cancel-order-button';
import { CardPaymentLine } from '@/web/features/orders/components/card-payment-summary';
import { OrderDetailView } from '@/web/features/orders/components/order-detail-view';
import { ReorderButton } from '@/web/features/orders/components/reorder-button';
import { StatusBadge } from '@/web/features/orders/components/status-badge';
import { formatDay, formatInstant } from '@/web/features/orders/lib/format';
import { useMoney } from '@/web/lib/money';
import { usePageTitle } from '@/web/lib/use-page-title';
import '@/web/features/orders/i18n';

function Loading({ label }: { label: string }) {
  return (
    <div className="grid min-h-[40vh] place-items-center">
      <Spinner label={label} />
    </div>
  );
}

function OrderView({ id, base }: { id: string; base: string }) {
  const { t } = useTranslation('orders');
  const query = useMyOrder(id);
  const back = (
    <Link to={base} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
      <ArrowLeft aria-hidden="true" />
      {t('back')}
    </Link>
  );
  if (query.isPending) return <Loading label={t('loading')} />;
  const order = query.data?.order;
  if (!order)
    return (
      <div className="space-y-4">
        {back}
        <FormAlert>{t('notFound')}</FormAlert>
      </div>
    );
  return (
    <div>
      {back}
      <div className="mt-4 mb-6 flex flex-wrap items-center gap-3">
        <h2 className="text-3xl text-ink">{order.number}</h2>
        <StatusBadge status={order.status} paymentMethod={order.paymentMethod} />
        <div className="ms-auto flex flex-wrap items-start gap-2">
          <CancelOrderButton order={order} />
          <ReorderButton orderId={order.id} />
        </div>
      </div>
      <OrderDetailView order={order} />
    </div>
  );
}

function OrderList({ base }: { base: string }) {
  const money = useMoney();
  const { t, i18n } = useTranslation('orders');
  const query = useMyOrders();
  if (query.isPending) return <Loading label={t('loading')} />;
  if (query.isError)
    return (
      <div className="space-y-4">
        <FormAlert>{t('loadError')}</FormAlert>
        <Button onClick={() => void query.refetch()}>{t('retry')}</Button>
      </div>
    );
  const orders = query.data.orders;
  if (orders.length === 0)
    return (
      <EmptyState icon={Package} title={t('empty.title')} body={t('empty.body')}>
        <Link to={paths.products} className={buttonVariants({ size: 'lg' })}>
          {t('empty.cta')}
        </Link>
      </EmptyState>
    );
  return (
    <ul className="space-y-3">
      {orders.map((o) => (
        <li key={o.id}>
          <Link
            to={`${base}?pedido=${o.id}`}
            className="group flex items-center gap-4 rounded-3xl bg-white p-5 shadow-card ring-1 ring-line/60 transition-colors hover:bg-parchment/60 focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2.5">
                <span className="font-display text-xl text-ink">{o.number}</span>
                <StatusBadge status={o.status} paymentMethod={o.paymentMethod} />
              </div>
              <p className="mt-1 text-sm text-ink-soft">
                {t(o.fulfilment)} ·{' '}
                {t('when', {
                  date: formatDay(o.deliveryDate, i18n.language, 'short'),
                  start: formatClock(o.windowStart, i18n.language),
                  end: formatClock(o.windowEnd, i18n.language),
                })}
              </p>
              <p className="mt-0.5 text-xs text-muted">
                {t('placedOn', { date: formatInstant(o.createdAt, i18n.language) })} ·{' '}
                {t('items', { count: o.itemCount })}
              </p>
              {o.payment && <CardPaymentLine payment={o.payment} />}
            </div>
            <span
              className="shrink-0 text-right font-semibold text-ink tabular-nums"
              data-testid="my-order-total"
            >
              {money(o.totalCents)}
              {o.weighed && o.estimatedTotalCents !== null && (
                <span className="block text-xs font-normal text-muted">
                  {t('weighing.estimatedShort', { total: money(o.estimatedTotalCents) })}
                </span>
              )}
            </span>
            <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted group-hover:text-brand" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** /meus-pedidos and /orders: the customer's orders, newest first; ?pedido=<id> opens one. */
export default function MyOrdersPage() {
  const { t } = useTranslation('orders');
  usePageTitle(t('title'));
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const id = params.get('pedido');
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-4xl text-ink">{t('title')}</h1>
      <p className="mt-2 text-ink-soft">{t('lead')}</p>
      <div className="mt-8">{id ? <OrderView id={id} base={pathname} /> : <OrderList base={pathname} />}</div>
    </div>
  );
}
