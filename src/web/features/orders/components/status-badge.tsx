import { useTranslation } from 'react-i18next';
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

/** The order's status as a small pill (text, not colour alone, carries the meaning). */
export function StatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  const { t } = useTranslation('orders');
  return (
    <Badge tone={TONE[status]} className={className}>
      {t(`status.${status}`)}
    </Badge>
  );
}
