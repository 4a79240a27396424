import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@/shared/routes';
import { AuditHistoryLink } from '@/web/components/admin/audit-history-link';
import { Button, buttonVariants } from '@/web/components/ui/button';
import { FormAlert } from '@/web/components/ui/form-alert';
import { Spinner } from '@/web/components/ui/spinner';
import { OrderDetailView } from '@/web/features/orders/components/order-detail-view';
import { StatusBadge } from '@/web/features/orders/components/status-badge';
import { formatInstant } from '@/web/features/orders/lib/format';
import { ApiError } from '@/web/lib/api-error';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useServerMessages } from '@/web/lib/validation-messages';
import { useStaffOrder } from '../api/staff-orders';
import { UpdatedBy } from '../live/updated-by';
import { CustomerContact } from './customer-contact';
import { OrderActions } from './order-actions';
import { OrderEditDialog } from './order-edit-dialog';
import { PackingSlip } from './packing-slip';
import { PaymentPanel } from './payment-panel';
import { WeighingPanel } from './weighing-panel';

/** /admin/pedidos/:id: one order as the staff see it, with what can be done to it next. */
export default function OrderDeskDetail() {
  const { t, i18n } = useTranslation('admin');
  const server = useServerMessages();
  const id = useParams().id ?? '';
  const query = useStaffOrder(id);
  const order = query.data?.order;
  usePageTitle(order?.number ?? t('orders.title'));
  const back = (
    <Link to={paths.adminOrders} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
      <ArrowLeft aria-hidden="true" />
      {t('order.back')}
    </Link>
  );

  if (query.isPending)
    return (
      <div className="grid min-h-[30vh] place-items-center">
        <Spinner label={t('order.loading')} />
      </div>
    );
  if (!order) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    const missing = status === 404 || status === 422;
    // Another store's order (403) says so; trying again would only say it again.
    const final = missing || status === 403;
    return (
      <div className="space-y-4">
        {back}
        <FormAlert>
          {missing ? t('order.notFound') : server.error(query.error, t('orders.loadError'))}
        </FormAlert>
        {!final && <Button onClick={() => void query.refetch()}>{t('orders.retry')}</Button>}
      </div>
    );
  }
  return (
    <div>
      {back}
      <header className="mt-4 mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-4xl text-ink">{order.number}</h1>
            <StatusBadge status={order.status} />
            <AuditHistoryLink entity="order" id={order.id} />
          </div>
          <p className="mt-2 text-sm text-muted">
            {t('order.placedOn', { date: formatInstant(order.createdAt, i18n.language) })} ·{' '}
            {t('order.store', { store: order.storeName })}
          </p>
        </div>
        <CustomerContact customer={order.customer} />
      </header>
      <div className="mb-6 space-y-6">
        <UpdatedBy orderId={order.id} />
        <OrderActions order={order} />
        <OrderEditDialog order={order} />
        <WeighingPanel key={order.id} order={order} />
        <PaymentPanel order={order} />
      </div>
      <OrderDetailView order={order} showActors />
      <PackingSlip order={order} />
    </div>
  );
}
