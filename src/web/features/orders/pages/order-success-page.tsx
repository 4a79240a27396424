import { useQuery } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatWindowTimes } from '@/shared/delivery/window-time';
import { paths } from '@/shared/routes';
import { buttonVariants } from '@/web/components/ui/button';
import { FormAlert } from '@/web/components/ui/form-alert';
import { Spinner } from '@/web/components/ui/spinner';
import { useSyncPayment } from '@/web/features/orders/api/card-payment';
import { myOrderQueryOptions } from '@/web/features/orders/api/get-orders';
import { OrderDetailView } from '@/web/features/orders/components/order-detail-view';
import { forgetCardAttempt } from '@/web/features/orders/lib/card-attempt';
import { formatDay } from '@/web/features/orders/lib/format';
import { useMyOrdersLive } from '@/web/features/orders/live/use-my-orders-live';
import { useMoney } from '@/web/lib/money';
import { useAuth } from '@/web/lib/session/auth-context';
import { useSettings } from '@/web/lib/settings';
import { usePageTitle } from '@/web/lib/use-page-title';
import '@/web/features/orders/i18n';

/** A card order whose hold is not confirmed yet is read again this often (the webhook may be late). */
const AWAITING_REFRESH_MS = 3000;

/**
 * /order-success?pedido=<id>: the number, the summary and what happens next. Back from Stripe's
 * page (`&pagamento=ok`, decision 081) the server first asks Stripe, then the order is shown.
 */
export default function OrderSuccessPage() {
  const { t, i18n } = useTranslation('checkout');
  usePageTitle(t('success.title'));
  const [params] = useSearchParams();
  const { user, profile } = useAuth();
  const money = useMoney();
  const settings = useSettings().data;
  const id = params.get('pedido') ?? '';
  const returning = params.get('pagamento') === 'ok' && id !== '';
  const sync = useSyncPayment();
  const asked = useRef(false);
  useEffect(() => {
    if (!returning || asked.current) return;
    asked.current = true;
    forgetCardAttempt();
    sync.mutate(id);
  }, [returning, id, sync]);
  const syncing = returning && (sync.isIdle || sync.isPending);
  // The order's timeline moves as the shop confirms, weighs and sends it (decision 088).
  useMyOrdersLive();
  const query = useQuery({
    ...myOrderQueryOptions(id),
    enabled: id !== '' && !syncing,
    refetchInterval: (q) =>
      q.state.data?.order.payment?.state === 'awaiting_payment' ? AWAITING_REFRESH_MS : false,
  });
  if ((query.isPending || syncing) && id) {
    return (
      <div className="grid min-h-[50vh] place-items-center">
        <Spinner label={t('loading')} />
      </div>
    );
  }
  const order = query.data?.order;
  if (!order) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <FormAlert>{t('success.missing')}</FormAlert>
        <Link to={paths.myOrders} className={buttonVariants({ className: 'mt-6' })}>
          {t('success.viewOrders')}
        </Link>
      </div>
    );
  }
  const when = `${formatDay(order.deliveryDate, i18n.language)}, ${formatWindowTimes(order.windowStart, order.windowEnd, i18n.language)}`;
  const payment = order.payment;
  const zelle = settings?.zelleRecipient ?? '';
  const paymentStep =
    order.paymentMethod === 'card'
      ? payment && payment.state !== 'awaiting_payment' && payment.state !== 'failed'
        ? payment.deposit?.chargedCents
          ? t('success.stepCardDeposit', {
              deposit: money(payment.deposit.chargedCents),
              hold: money(payment.holdCents),
            })
          : t('success.stepCard', { hold: money(payment.holdCents) })
        : t('success.stepCardPending')
      : order.paymentMethod === 'bank_transfer'
        ? zelle
          ? t('success.stepZelle', { recipient: zelle, number: order.number })
          : t('success.stepPayment')
        : t('success.stepPayOnDelivery');
  const steps = [
    t('success.stepMessage'),
    paymentStep,
    t('success.stepPrepare'),
    order.fulfilment === 'delivery' ? t('success.stepDelivery', { when }) : t('success.stepPickup', { when }),
  ];
  const name = (profile?.name ?? user?.name ?? '').split(' ')[0];
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="rounded-3xl bg-charcoal p-8 text-cream sm:p-10">
        <CheckCircle2 aria-hidden="true" className="size-10 text-gold" />
        <h1 className="mt-4 text-4xl text-white">{t('success.title')}</h1>
        <p className="mt-2 text-lg text-cream/90">{t('success.lead', { name, number: order.number })}</p>
        <h2 className="mt-8 text-sm font-semibold tracking-[0.18em] text-gold uppercase">
          {t('success.next')}
        </h2>
        <ol className="mt-3 grid gap-3 sm:grid-cols-2">
          {steps.map((step, i) => (
            <li
              key={step}
              className="flex gap-3 rounded-2xl bg-white/5 p-4 text-sm text-cream/90 ring-1 ring-white/10"
            >
              <span className="grid size-6 shrink-0 place-items-center rounded-full bg-gold text-xs font-bold text-charcoal">
                {i + 1}
              </span>
              {step}
            </li>
          ))}
        </ol>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={`${paths.myOrders}?pedido=${order.id}`} className={buttonVariants({ variant: 'light' })}>
            {t('success.viewOrders')}
          </Link>
          <Link to={paths.products} className={buttonVariants({ variant: 'outlineLight' })}>
            {t('success.keepShopping')}
          </Link>
        </div>
      </div>
      <div className="mt-8">
        <OrderDetailView order={order} />
      </div>
    </div>
  );
}
