import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatOrderNumber } from '@/shared/orders/number';
import type { OrderStatus } from '@/shared/orders/status';
import { paths } from '@/shared/routes';
import { formatWhen } from '@/web/lib/format-when';
import { useMoney } from '@/web/lib/money';
import type { UserDetail } from '../api/get-user';

const card = 'rounded-3xl bg-white p-5 shadow-card ring-1 ring-line/60 sm:p-6';

/**
 * The person's orders (newest first; a manager sees their store's) and the delivery addresses
 * they used. An order links to the order desk when the viewer may open it.
 */
export function UserActivity({ detail, mayOpenOrders }: { detail: UserDetail; mayOpenOrders: boolean }) {
  const money = useMoney();
  const { t, i18n } = useTranslation(['users', 'orders']);
  return (
    <div className="space-y-6">
      <section aria-labelledby="user-orders" className={card}>
        <h2 id="user-orders" className="text-2xl text-ink">
          {t('detail.orders')}
        </h2>
        {detail.orders.length === 0 ? (
          <p className="mt-3 text-sm text-muted">{t('detail.ordersEmpty')}</p>
        ) : (
          <>
            <ul className="mt-3 divide-y divide-line/70">
              {detail.orders.map((order) => {
                const label = t('detail.order', { number: formatOrderNumber(order.number) });
                return (
                  <li
                    key={order.id}
                    className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3"
                  >
                    <span className="min-w-0">
                      {mayOpenOrders ? (
                        <Link
                          to={paths.adminOrder(order.id)}
                          className="font-semibold text-brand underline-offset-4 hover:underline"
                        >
                          {label}
                        </Link>
                      ) : (
                        <span className="font-semibold text-ink">{label}</span>
                      )}
                      <span className="block text-xs text-muted">
                        {formatWhen(order.createdAt, i18n.language)} ·{' '}
                        {t(`orders:status.${order.status as OrderStatus}`)}
                      </span>
                    </span>
                    <span className="font-semibold text-ink tabular-nums">{money(order.totalCents)}</span>
                  </li>
                );
              })}
            </ul>
            {detail.orders.length >= 50 && (
              <p className="mt-2 text-xs text-muted">{t('detail.ordersLimit')}</p>
            )}
          </>
        )}
      </section>
      <section aria-labelledby="user-addresses" className={card}>
        <h2 id="user-addresses" className="text-2xl text-ink">
          {t('detail.addresses')}
        </h2>
        {detail.addresses.length === 0 ? (
          <p className="mt-3 text-sm text-muted">{t('detail.addressesEmpty')}</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {detail.addresses.map((a) => (
              <li key={`${a.street}|${a.unit}|${a.zip}`} className="flex gap-3 text-sm text-ink-soft">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
                <span>
                  {a.street}
                  {a.unit ? `, ${a.unit}` : ''}
                  <span className="block">
                    {a.city}, {a.state} {a.zip}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
