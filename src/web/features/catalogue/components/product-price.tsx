import { useTranslation } from 'react-i18next';
import { cn } from '@/web/lib/cn';
import { useMoney } from '@/web/lib/money';

/** A price in BRL (SPEC §9, one formatter), with the struck-through price before an offer. */
export function ProductPrice({
  cents,
  previousCents,
  from = false,
  size = 'md',
  className,
}: {
  cents: number;
  previousCents?: number | null;
  /** "a partir de": the product's variations cost more. */
  from?: boolean;
  size?: 'md' | 'lg';
  className?: string;
}) {
  const money = useMoney();
  const { t } = useTranslation('catalogue');
  const showPrevious = previousCents != null && previousCents > cents;
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2 gap-y-0.5', className)}>
      {from && <span className="text-xs text-muted">{t('card.from')}</span>}
      <span className="sr-only">{t('card.price')}</span>
      <span
        className={cn(
          'font-semibold tabular-nums',
          size === 'lg' ? 'text-3xl text-ink' : 'text-base text-ink sm:text-lg',
          showPrevious && 'text-brand',
        )}
      >
        {money(cents)}
      </span>
      {showPrevious && (
        <span className="text-sm text-muted">
          <span className="sr-only">{t('card.previousPrice')} </span>
          <s className="tabular-nums">{money(previousCents)}</s>
        </span>
      )}
    </p>
  );
}
