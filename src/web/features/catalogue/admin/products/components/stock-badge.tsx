import { useTranslation } from 'react-i18next';
import type { StockState } from '@/shared/catalogue/rules';
import { Badge } from '@/web/components/ui/badge';

const TONE = { untracked: 'neutral', out: 'danger', low: 'ember', in: 'leaf' } as const;

export function StockBadge({ state, total }: { state: StockState; total: number | null }) {
  const { t } = useTranslation('productsAdmin');
  return (
    <span className="flex flex-col items-start gap-1">
      <Badge tone={TONE[state]}>{t(`stock.${state}`)}</Badge>
      {total !== null && state !== 'untracked' && (
        <span className="text-xs text-muted tabular-nums">{t('stock.units', { count: total })}</span>
      )}
    </span>
  );
}
