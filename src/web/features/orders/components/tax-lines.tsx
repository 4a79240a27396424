import { useTranslation } from 'react-i18next';
import { formatRateBp } from '@/shared/tax/classes';
import type { TaxView } from '@/shared/tax/types';
import { useMoney } from '@/web/lib/money';
import '../i18n';

/**
 * Sales tax rows of a summary (decision 079): one row per rate when tax is added ("Imposto —
 * alimentos (2 %)"), one quiet line when prices include it; nothing for an order without tax, so a
 * tax-free order says nothing odd.
 */
export function TaxLines({ tax, estimated = false }: { tax: TaxView | null; estimated?: boolean }) {
  const money = useMoney();
  const { t, i18n } = useTranslation('orders');
  if (!tax || tax.taxCents === 0) return null;
  if (tax.mode === 'included')
    return (
      <p className="text-xs text-muted" data-testid="tax-included">
        {t('tax.included', { amount: money(tax.taxCents) })}
      </p>
    );
  return (
    <>
      {tax.byRate
        .filter((r) => r.taxCents > 0)
        .map((r) => (
          <div key={r.kind} className="flex justify-between" data-testid={`tax-${r.kind}`}>
            <dt className="text-ink-soft">
              {t(`tax.${r.kind}`, { rate: formatRateBp(r.rateBp, i18n.language) })}
              {estimated && <span className="sr-only"> ({t('tax.estimated')})</span>}
            </dt>
            <dd className="tabular-nums">{money(r.taxCents)}</dd>
          </div>
        ))}
    </>
  );
}
