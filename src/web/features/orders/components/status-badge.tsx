import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@/shared/orders/schemas';
import type { OrderStatus } from '@/shared/orders/status';
import { Badge, type BadgeProps } from '@/web/components/ui/badge';
import '../i18n';

const TONE: Record<OrderStatus, NonNullable<BadgeProps['tone']>> = {
  pending_payment: 'gold',
  confirmed: 'leaf',
  preparing: 'ember',
  out_for_delivery: 'brand',
  ready_for_pickup: 'brand',
  completed: 'neutral',
  cancelled: 'danger',
};

/**
 * The order's status as a small pill (text, not colour alone, carries the meaning). Given the way
 * she pays (her own pages), an order paid on delivery that the store has not confirmed yet reads
 * "Aguardando confirmação": she owes nothing now (issue 38).
 */
export function StatusBadge({
  status,
  paymentMethod,
  className,
}: {
  status: OrderStatus;
  paymentMethod?: PaymentMethod;
  className?: string;
}) {
  const { t } = useTranslation('orders');
  return (
    <Badge tone={TONE[status]} className={className}>
      {status === 'pending_payment' && paymentMethod === 'pay_on_delivery'
        ? t('awaitingConfirmation')
        : t(`status.${status}`)}
    </Badge>
  );
}
