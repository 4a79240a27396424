import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '../../../../shared/orders/status';
import { cn } from '../../../lib/cn';
import '../i18n';

const TONE: Record<OrderStatus, string> = {
  pending_payment: 'bg-gold/20 text-ink ring-gold/50',
  confirmed: 'bg-leaf/15 text-leaf ring-leaf/40',
  preparing: 'bg-ember/10 text-ember-dark ring-ember/40',
  out_for_delivery: 'bg-brand-soft text-brand-dark ring-brand/30',
  ready_for_pickup: 'bg-brand-soft text-brand-dark ring-brand/30',
  completed: 'bg-parchment text-ink-soft ring-line',
  cancelled: 'bg-red-50 text-red-800 ring-red-200',
};

/** The order's status as a small pill (text, not colour alone, carries the meaning). */
export function StatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  const { t } = useTranslation('orders');
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset',
        TONE[status],
        className,
      )}
    >
      {t(`status.${status}`)}
    </span>
  );
}
