import { useTranslation } from 'react-i18next';
import type { StockState } from '@/shared/catalogue/rules';
import { Badge } from '@/web/components/ui/badge';

const TONE = { untracked: 'neutral', out: 'danger', low: 'ember', in: 'leaf' } as const;
/** Flagged variations named under the badge; more are counted in the badge's product row. */
const FLAGGED_SHOWN = 3;

type Flagged = { id: string; name: string; stock: number; state: 'low' | 'out' };

/**
 * A product's stock in the admin list (decision 099): its state, the units left (never "0 un."
 * beside "Em estoque": a sold-out variation makes the product low or sold out), and its variations
 * at or under their threshold by name.
 */
export function StockBadge({
  state,
  total,
  flagged = [],
}: {
  state: StockState;
  total: number | null;
  flagged?: readonly Flagged[];
}) {
  const { t } = useTranslation('productsAdmin');
  const named = state === 'out' ? [] : flagged.slice(0, FLAGGED_SHOWN);
  return (
    <span className="flex flex-col items-start gap-1" data-stock-state={state}>
      <Badge tone={TONE[state]}>{t(`stock.${state}`)}</Badge>
      {total !== null && total > 0 && state !== 'untracked' && (
        <span className="text-xs text-muted tabular-nums">{t('stock.units', { count: total })}</span>
      )}
      {named.length > 0 && (
        <ul className="text-xs">
          {named.map((v) => (
            <li key={v.id} className={v.state === 'out' ? 'text-brand' : 'text-ember-dark'}>
              {v.state === 'out'
                ? t('stock.flaggedOut', { name: v.name })
                : t('stock.flaggedLow', { name: v.name, count: v.stock })}
            </li>
          ))}
        </ul>
      )}
    </span>
  );
}
