import { XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@/shared/orders/types';
import { Button } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { FormAlert } from '@/web/components/ui/form-alert';
import { useServerMessages } from '@/web/lib/validation-messages';
import { useCancelMyOrder } from '../api/cancel-order';
import { useGuestCancel } from '../api/guest-order';
import '../i18n';

/** She may cancel while the store has not confirmed it yet; a card order's page settles by itself. */
export const canCancelMine = (order: Pick<OrderDetail, 'status' | 'paymentMethod'>) =>
  order.status === 'pending_payment' && order.paymentMethod !== 'card';

/**
 * "Cancelar pedido" on her order (issue 38), behind a confirmation: the stock and the window go
 * back and the store is told. A refusal (the store confirmed it meanwhile) says why in her language.
 */
export function CancelOrderButton({ order, guestToken }: { order: OrderDetail; guestToken?: string }) {
  const { t } = useTranslation('orders');
  const server = useServerMessages();
  const [open, setOpen] = useState(false);
  const mine = useCancelMyOrder();
  // A guest's order cancels through its signed link (decision 096).
  const asGuest = useGuestCancel(guestToken ?? '');
  const cancel = guestToken ? asGuest : mine;
  const [error, setError] = useState<string | null>(null);
  if (!canCancelMine(order)) return null;
  return (
    <div className="space-y-3">
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        trigger={
          <Button variant="secondary" size="sm">
            <XCircle aria-hidden="true" />
            {t('cancelMine.button')}
          </Button>
        }
        title={t('cancelMine.title', { number: order.number })}
        description={t('cancelMine.body')}
        cancelLabel={t('cancelMine.keep')}
        confirmLabel={t('cancelMine.confirm')}
        busy={cancel.isPending}
        onConfirm={() => {
          setError(null);
          const settle = {
            onSettled: () => setOpen(false),
            onError: (e: unknown) => setError(server.error(e, t('cancelMine.button'))),
          };
          if (guestToken) asGuest.mutate(undefined, settle);
          else mine.mutate(order.id, settle);
        }}
      />
      {error && <FormAlert>{error}</FormAlert>}
    </div>
  );
}
