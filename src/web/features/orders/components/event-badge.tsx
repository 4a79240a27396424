import { HandCoins, PencilLine, Scale } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@/shared/orders/schemas';
import type { OrderEventView } from '@/shared/orders/types';
import { Badge } from '@/web/components/ui/badge';
import { StatusBadge } from './status-badge';
import '../i18n';

/**
 * A timeline entry's pill (decision 051): a status or payment change shows the status it led to;
 * a weighing and a settlement of its difference have their own label and icon, since the status
 * did not move ("Pesagem" rather than "Confirmado" again).
 */
export function EventBadge({
  event,
  paymentMethod,
}: {
  event: Pick<OrderEventView, 'kind' | 'toStatus'>;
  /** The order's way to pay: a pending pay-on-delivery order awaits confirmation, not payment. */
  paymentMethod?: PaymentMethod;
}) {
  const { t } = useTranslation('orders');
  if (event.kind === 'weighing')
    return (
      <Badge tone="neutral" className="gap-1.5" data-testid="event-badge" data-kind="weighing">
        <Scale aria-hidden="true" className="size-3.5" />
        {t('weighing.eventBadge')}
      </Badge>
    );
  if (event.kind === 'edit')
    return (
      <Badge tone="neutral" className="gap-1.5" data-testid="event-badge" data-kind="edit">
        <PencilLine aria-hidden="true" className="size-3.5" />
        {t('edit.eventBadge')}
      </Badge>
    );
  if (event.kind === 'settlement')
    return (
      <Badge tone="leaf" className="gap-1.5" data-testid="event-badge" data-kind="settlement">
        <HandCoins aria-hidden="true" className="size-3.5" />
        {t('weighing.settlementBadge')}
      </Badge>
    );
  return <StatusBadge status={event.toStatus} paymentMethod={paymentMethod} />;
}
