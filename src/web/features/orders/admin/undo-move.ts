import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@/shared/orders/status';
import type { OrderDetail, OrderEventView } from '@/shared/orders/types';
import { UNDO_WINDOW_MS } from '@/shared/orders/undo';
import { notify } from '@/web/lib/toast';
import { useServerMessages } from '@/web/lib/validation-messages';
import { useUndoStatus } from '../api/day-plan';
import './i18n';

/**
 * The move the desk can take back (decision 080): the order's latest event, a plain status move
 * that is not a cancellation — the server's rule (`undoRefusal`) without the clock, which it checks.
 */
export function undoableMove(order: OrderDetail): (OrderEventView & { fromStatus: OrderStatus }) | null {
  const last = order.events.at(-1);
  if (last?.kind !== 'status' || !last.fromStatus) return null;
  if (last.toStatus !== order.status || last.toStatus === 'cancelled') return null;
  return last as OrderEventView & { fromStatus: OrderStatus };
}

/** The toast shows "Desfazer" a little less than the server allows, so a last-second click still lands. */
export const UNDO_TOAST_MS = UNDO_WINDOW_MS - 3_000;

/**
 * After a status move: a toast "Pedido BP-1042: Concluído." with "Desfazer" for UNDO_TOAST_MS. The
 * undo is the server's (`POST …/status/undo`): the order goes back and the move's message is
 * withdrawn before it leaves.
 */
export function useUndoToast() {
  const { t } = useTranslation(['dayPlan', 'orders']);
  const undo = useUndoStatus();
  const server = useServerMessages();
  return (order: OrderDetail) => {
    const move = undoableMove(order);
    if (!move) return;
    notify('success', t('move.moved', { number: order.number, status: t(`orders:status.${order.status}`) }), {
      // One undo toast per order: a newer move replaces the older one (only the latest can be undone).
      id: `order-undo-${order.id}`,
      duration: UNDO_TOAST_MS,
      action: {
        label: t('move.undo'),
        onClick: () => {
          undo.mutateAsync({ id: order.id, eventId: move.id }).then(
            ({ order: back }) =>
              notify('info', t('move.undone', { status: t(`orders:status.${back.status}`) })),
            (error: unknown) => notify('error', server.error(error, t('move.undoFailed'))),
          );
        },
      },
    });
  };
}
