import { useTranslation } from 'react-i18next';
import { normalizeText, stockState } from '@/shared/catalogue/rules';
import { shoeSizeLabel } from '@/shared/catalogue/shoe-sizes';
import type { Variation } from '@/shared/catalogue/types';
import type { Units } from '@/shared/units';
import { formatWeight } from '@/shared/weight';
import { cn } from '@/web/lib/cn';
import { useMoney } from '@/web/lib/money';
import { useWeightFormat } from '@/web/lib/units';
import { useLanguage } from '../hooks/use-language';

/**
 * A variation named only by its weight ("1,5 kg") is shown with the weight in the visitor's format;
 * a shoe's variation named by its BR size, with its US size beside ("40 BR · 8 US").
 */
export function variationLabel(
  v: Pick<Variation, 'name' | 'weightKg'>,
  language: string,
  units: Units = 'metric',
  shoe = false,
) {
  if (v.weightKg === null) return { title: shoe ? shoeSizeLabel(v.name, language) : v.name, weight: null };
  const isWeightName = normalizeText(v.name) === normalizeText(formatWeight(v.weightKg, 'pt-BR'));
  const weight = formatWeight(v.weightKg, language, units);
  return isWeightName ? { title: weight, weight: null } : { title: v.name, weight };
}

/** "Últimas 3 unidades" at or under the variation's own threshold (decision 099), not a fixed 5. */
export function StockBadge({ stock, lowAt }: { stock: number | null; lowAt: number }) {
  const { t } = useTranslation('catalogue');
  const state = stockState(stock, lowAt);
  const text = state === 'low' ? t('product.stock.low', { count: stock ?? 0 }) : t(`product.stock.${state}`);
  return (
    <span
      className={cn(
        'text-xs font-semibold',
        state === 'out' ? 'text-muted' : state === 'low' ? 'text-ember' : 'text-leaf',
      )}
    >
      {text}
    </span>
  );
}

/** Weights (or options) with their own price and stock, as radio cards (SPEC §9 weight display). */
export function VariationPicker({
  variations,
  value,
  onChange,
  shoe = false,
}: {
  variations: Variation[];
  value: string | null;
  onChange: (id: string) => void;
  /** A cleat's or sneaker's sizes: each BR size with its US one. */
  shoe?: boolean;
}) {
  const money = useMoney();
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  const format = useWeightFormat();
  const byWeight = variations.some((v) => v.weightKg !== null);
  // One price for every size (a shoe's usual case) is said once, by the page, not on each card.
  const onePrice = variations.every(
    (v) => v.priceCents === variations[0]?.priceCents && v.pricePerKgCents === null,
  );
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-semibold text-ink">
        {byWeight ? t('product.chooseWeight') : shoe ? t('product.chooseSize') : t('product.chooseOption')}
      </legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {variations.map((v) => {
          const soldOut = stockState(v.stockQuantity) === 'out';
          const label = variationLabel(v, language, format.units, shoe);
          const checked = value === v.id;
          return (
            <label
              key={v.id}
              className={cn(
                'relative flex cursor-pointer flex-col gap-0.5 rounded-2xl bg-white p-3 ring-1 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand',
                checked ? 'ring-2 ring-brand' : 'ring-line hover:ring-ink-soft',
                soldOut && 'cursor-not-allowed opacity-60',
              )}
            >
              <input
                type="radio"
                name="variation"
                value={v.id}
                checked={checked}
                disabled={soldOut}
                onChange={() => onChange(v.id)}
                className="sr-only"
              />
              <span className="font-semibold text-ink">{label.title}</span>
              {label.weight && <span className="text-xs text-muted">{label.weight}</span>}
              {!(shoe && onePrice) && (
                <span className="text-sm font-medium text-ink-soft tabular-nums">{money(v.priceCents)}</span>
              )}
              {v.pricePerKgCents !== null && (
                <span className="text-xs text-muted tabular-nums">{format.perWeight(v.pricePerKgCents)}</span>
              )}
              <StockBadge stock={v.stockQuantity} lowAt={v.lowStockAt} />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
