import { useTranslation } from 'react-i18next';
import { DEFAULT_WEIGHING_TOLERANCE_PCT, formatTolerancePct } from '@/shared/orders/weighing-types';
import { cn } from '../lib/cn';
import { useMoney } from '../lib/money';
import { useSettings } from '../lib/settings';
import { useWeightFormat } from '../lib/units';
import './weighed-i18n';

/**
 * Issue 20: how an item sold by weight shows its price — "≈ 1 kg · R$ 119,90 · R$ 119,90/kg" —
 * on the product page, in the cart and at checkout; "≈ 2.2 lb · $119.90 · $54.39/lb" in an
 * imperial shop (decision 084).
 */
export function WeighedSummary({
  weightKg,
  priceCents,
  pricePerKgCents,
  className,
}: {
  weightKg: number;
  priceCents: number;
  pricePerKgCents: number;
  className?: string;
}) {
  const { t } = useTranslation('weighed');
  const money = useMoney();
  const format = useWeightFormat();
  return (
    <span className={cn('text-sm text-ink-soft tabular-nums', className)} data-testid="weighed-summary">
      {t('summary', {
        weight: format.weight(weightKg),
        price: money(priceCents),
        perKg: format.perWeight(pricePerKgCents),
      })}
    </span>
  );
}

/**
 * The plain words: weighed items are charged by the final weight, within the shop's tolerance —
 * the `weighing_tolerance_pct` setting in force now (decision 051), which a new order keeps.
 */
export function WeighedNote({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('weighed');
  const tolerancePct = useSettings().data?.weighingTolerancePct ?? DEFAULT_WEIGHING_TOLERANCE_PCT;
  return (
    <p
      className={cn(
        'rounded-xl bg-parchment/70 px-4 py-3 text-sm text-ink-soft ring-1 ring-line/60',
        className,
      )}
      data-testid="weighed-note"
    >
      {t('note', { tolerance: formatTolerancePct(tolerancePct, i18n.language) })}
    </p>
  );
}
