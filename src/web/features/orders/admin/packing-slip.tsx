import { useTranslation } from 'react-i18next';
import { localized } from '@/shared/catalogue/rules';
import { formatClock } from '@/shared/delivery/window-time';
import type { OrderDetail } from '@/shared/orders/types';
import { displayPhone } from '@/shared/phones/rules';
import { CutsText } from '@/web/components/cuts-text';
import { useMoney } from '@/web/lib/money';
import { useWeightFormat } from '@/web/lib/units';
import { useExtraText } from '../components/extra-text';
import { formatDay } from '../lib/format';
import { PackingSlipPayment, PackingSlipTotals } from './packing-slip-totals';

/**
 * Issue 20: what the counter uses — customer, window, address or pickup, each line with its cut
 * notes, estimate and final weight, then the figures that add the lines up to the total and how
 * it is paid (decision 119). Shown only when printed (styles.css).
 */
export function PackingSlip({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation(['admin', 'orders']);
  const extraText = useExtraText();
  const money = useMoney();
  const { scale, weight } = useWeightFormat();
  const lang = i18n.language;
  // Names in the reader's language, like the slip's own words (decision 098).
  const storeName = localized(order.storeName, order.storeNameEn, lang);
  const cell = 'border-b border-black/30 px-2 py-1.5 text-left align-top';
  return (
    <article className="packing-slip" aria-label={t('slip.title')} data-testid="packing-slip">
      <header className="flex items-baseline justify-between border-b-2 border-black pb-2">
        <h1 className="text-2xl font-bold">
          {t('slip.title')} · {order.number}
        </h1>
        <p>{storeName}</p>
      </header>
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1">
        <div>
          <dt className="font-semibold">{t('slip.customer')}</dt>
          <dd>
            {order.customer.name ?? order.customer.email}
            {order.customer.phone ? ` · ${displayPhone(order.customer.phone)}` : ''}
          </dd>
        </div>
        <div>
          <dt className="font-semibold">{t('slip.window')}</dt>
          <dd>
            {t('orders:when', {
              date: formatDay(order.deliveryDate, lang),
              start: formatClock(order.windowStart, lang),
              end: formatClock(order.windowEnd, lang),
            })}
          </dd>
        </div>
        <div className="col-span-2">
          <dt className="font-semibold">{order.address ? t('slip.delivery') : t('slip.pickup')}</dt>
          <dd>
            {order.address
              ? `${order.address.street}${order.address.unit ? `, ${order.address.unit}` : ''} — ${order.address.city}, ${order.address.state} ${order.address.zip}`
              : `${storeName}${order.pickupAddress ? ` — ${order.pickupAddress}` : ''}`}
          </dd>
        </div>
      </dl>
      <table className="mt-4 w-full border-collapse">
        <thead>
          <tr>
            <th className={cell}>{t('slip.item')}</th>
            <th className={cell}>{t('slip.notes')}</th>
            <th className={cell}>{t('slip.estimate')}</th>
            <th className={cell}>{t('slip.final')}</th>
            <th className={`${cell} text-right`}>{t('slip.total')}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id}>
              <td className={cell}>
                {item.quantity}× {localized(item.productName, item.productNameEn, lang)}
                {item.variationName ? ` — ${item.variationName}` : ''}
                {item.extras.map((e) => (
                  <span key={e.name} className="block text-sm">
                    + {extraText(e)}
                  </span>
                ))}
              </td>
              <td className={cell}>
                {/* How to cut it (issue 41), then the checkout's note for the line. */}
                <CutsText cuts={item.cuts} prices={false} className="font-semibold" />
                {item.notes ?? (item.cuts ? null : '—')}
              </td>
              <td className={cell}>
                {item.estimateGrams !== null
                  ? `≈ ${scale(item.estimateGrams)}`
                  : item.weightKg !== null
                    ? weight(item.weightKg * item.quantity)
                    : '—'}
              </td>
              <td className={cell}>
                {item.finalGrams !== null
                  ? scale(item.finalGrams)
                  : item.estimateGrams !== null
                    ? '________'
                    : '—'}
              </td>
              <td className={`${cell} text-right tabular-nums`} data-testid="slip-line-total">
                {money(item.lineTotalCents + item.extras.reduce((s, e) => s + e.totalCents, 0))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <PackingSlipTotals order={order} />
      <PackingSlipPayment order={order} />
      {order.notes && (
        <p className="mt-3">
          <span className="font-semibold">{t('slip.orderNotes')}:</span> {order.notes}
        </p>
      )}
    </article>
  );
}
