import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { OrderDetail } from '@/shared/orders/types';
import { failureMessageKey, wasCaptured } from '@/shared/payments/states';
import { paths } from '@/shared/routes';
import { Button } from '@/web/components/ui/button';
import { FormAlert } from '@/web/components/ui/form-alert';
import { Spinner } from '@/web/components/ui/spinner';
import { useServerMessages } from '@/web/lib/validation-messages';
import { useSyncPayment } from '../api/card-payment';
import '@/web/features/orders/i18n';

type Props = {
  orderId: string;
  /** Sends the same order to Stripe's page again; absent when this browser did not start it. */
  onTryAgain?: (() => void) | undefined;
  retrying: boolean;
};

const paid = (order: OrderDetail) =>
  order.payment?.state === 'authorized' || (order.payment ? wasCaptured(order.payment.state) : false);

/**
 * Back at the checkout from Stripe's page without paying (decision 081): the server asks Stripe
 * now; a hold placed meanwhile goes to the order's page, otherwise the provider's reason in the
 * person's language, the cart as it was, and a way to try another card.
 */
export function CardReturn({ orderId, onTryAgain, retrying }: Props) {
  const { t } = useTranslation('checkout');
  const server = useServerMessages();
  const navigate = useNavigate();
  const sync = useSyncPayment();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    sync.mutate(orderId, {
      onSuccess: ({ order }) => {
        if (paid(order)) navigate(`${paths.orderSuccess}?pedido=${order.id}`, { replace: true });
      },
    });
  }, [orderId, sync, navigate]);

  if (sync.isPending || sync.isIdle)
    return (
      <div className="rounded-2xl bg-parchment/70 p-4">
        <Spinner label={t('payment.checking')} />
      </div>
    );
  const order = sync.data?.order;
  if (order && paid(order)) return null;
  const failed = order?.payment?.state === 'failed';
  const reason = failed ? server.message(failureMessageKey(order?.payment?.failureKey)) : null;
  const open = order?.payment?.state === 'failed' || order?.payment?.state === 'awaiting_payment';
  return (
    <FormAlert>
      <p className="font-semibold" data-testid="card-return-reason">
        {reason ?? t('payment.returned')}
      </p>
      <p className="mt-1">{t('payment.returnedHint')}</p>
      {open && onTryAgain && (
        <Button type="button" size="sm" className="mt-3" onClick={onTryAgain} disabled={retrying}>
          {retrying ? t('payment.redirecting') : t('payment.tryAgain')}
        </Button>
      )}
    </FormAlert>
  );
}
