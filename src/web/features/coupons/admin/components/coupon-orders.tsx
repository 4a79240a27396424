import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/routes';
import { SHOP_TIME_ZONE } from '@/shared/shop-time';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import { useMoney } from '@/web/lib/money';
import type { CouponDetail } from '../api/get-coupons';

/** The orders that used the coupon (those of the viewer's stores), with the discount each got. */
export function CouponOrders({ orders }: { orders: CouponDetail['orders'] }) {
  const money = useMoney();
  const { t, i18n } = useTranslation('coupons');
  const date = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: SHOP_TIME_ZONE,
  });
  return (
    <section className="mt-10" aria-labelledby="coupon-orders">
      <h2 id="coupon-orders" className="font-display text-2xl text-ink">
        {t('ordersTitle')}
      </h2>
      {orders.length === 0 ? (
        <p className="mt-3 text-ink-soft">{t('ordersEmpty')}</p>
      ) : (
        <Table className="mt-4">
          <TableHeader>
            <TableRow>
              <TableHead>{t('ordersCol.number')}</TableHead>
              <TableHead className="hidden sm:table-cell">{t('ordersCol.date')}</TableHead>
              <TableHead className="hidden md:table-cell">{t('ordersCol.customer')}</TableHead>
              <TableHead className="hidden sm:table-cell">{t('ordersCol.status')}</TableHead>
              <TableHead>{t('ordersCol.discount')}</TableHead>
              <TableHead className="hidden sm:table-cell">{t('ordersCol.total')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {orders.map((o) => (
              <TableRow key={o.id}>
                <TableCell>
                  <Link
                    to={paths.adminOrder(o.id)}
                    className="font-semibold text-ink underline-offset-4 hover:underline"
                  >
                    {o.number}
                  </Link>
                  <p className="mt-0.5 text-xs text-muted sm:hidden">{date.format(new Date(o.createdAt))}</p>
                </TableCell>
                <TableCell className="hidden whitespace-nowrap sm:table-cell">
                  {date.format(new Date(o.createdAt))}
                </TableCell>
                <TableCell className="hidden md:table-cell">{o.customerName}</TableCell>
                <TableCell className="hidden sm:table-cell">
                  {t(`orderStatus.${o.status}` as 'orderStatus.pending_payment', { defaultValue: o.status })}
                </TableCell>
                <TableCell className="whitespace-nowrap tabular-nums">{money(o.discountCents)}</TableCell>
                <TableCell className="hidden whitespace-nowrap tabular-nums sm:table-cell">
                  {money(o.totalCents)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
