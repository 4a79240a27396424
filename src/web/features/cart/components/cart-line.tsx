import { AlertTriangle, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CartLine as Line } from '@/shared/cart/types';
import { localized } from '@/shared/catalogue/rules';
import { paths } from '@/shared/routes';
import { useMoney } from '@/web/lib/money';
import { useWeightFormat } from '@/web/lib/units';
import { useRemoveItem, useStepItem } from '../api/change-item';
import { useRemoveExtra } from '../api/extras';
import { LineImage } from './line-image';
import { QuantityStepper } from './quantity-stepper';
import { useLineText } from './use-line-text';
import '../i18n';
import '@/web/components/weighed-i18n';
import { CutsText } from '@/web/components/cuts-text';

/** Why a line cannot be checked out as it is, if it cannot (stock is taken at checkout, not here). */
function LineProblem({ line }: { line: Line }) {
  const { t } = useTranslation('cart');
  const text = !line.available
    ? t('line.unavailable')
    : line.exceedsStock
      ? line.stock === 0
        ? t('line.soldOut')
        : t('line.exceedsStock', { count: line.stock ?? 0 })
      : null;
  if (!text) return null;
  return (
    <p className="mt-3 flex items-start gap-2 rounded-xl bg-brand-soft px-3 py-2 text-sm text-brand-dark">
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {text}
    </p>
  );
}

/**
 * One cart line: picture, name, option, weight, unit and line price, quantity, extras saying how
 * they are charged (per piece × the quantity, or once; decision 111). `readOnly` shows the same line without controls (the example cart).
 */
export function CartLine({ line, readOnly = false }: { line: Line; readOnly?: boolean }) {
  const money = useMoney();
  const { t } = useTranslation('cart');
  const { perWeight } = useWeightFormat();
  const text = useLineText();
  const step = useStepItem();
  const remove = useRemoveItem();
  const removeExtra = useRemoveExtra();
  const name = text.name(line);
  const canIncrease = line.available && (line.stock === null || line.quantity < line.stock);

  return (
    <li className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-line/60 sm:p-5">
      <div className="flex gap-4">
        <LineImage src={line.imageUrl} className="size-20 sm:h-24 sm:w-32" />
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <h3 className="font-sans text-base font-semibold leading-snug text-ink">
                {readOnly ? (
                  name
                ) : (
                  <Link to={paths.product(line.productSlug)} className="hover:text-brand">
                    {name}
                  </Link>
                )}
              </h3>
              <p className="mt-0.5 text-sm text-ink-soft">
                {[
                  text.option(line),
                  text.showsWeight(line) &&
                    line.weightKg !== null &&
                    t('line.weightEach', { weight: text.weight(line.weightKg) }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <CutsText cuts={line.cuts} className="mt-0.5 text-sm text-ink" />
              <p className="mt-0.5 text-sm text-muted tabular-nums">
                {t('line.each', { price: money(line.unitPriceCents) })}
                {line.pricePerKgCents !== null && <> · {perWeight(line.pricePerKgCents)}</>}
              </p>
            </div>
            {!readOnly && (
              <button
                type="button"
                aria-label={t('line.remove', { name })}
                onClick={() => remove.mutate({ itemId: line.id })}
                className="grid size-9 shrink-0 place-items-center rounded-full text-muted transition-colors hover:bg-parchment hover:text-brand"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            )}
          </div>

          <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
            {readOnly ? (
              <span className="text-sm text-ink-soft">
                {t('line.quantity')}: <strong className="text-ink tabular-nums">{line.quantity}</strong>
              </span>
            ) : (
              <QuantityStepper
                quantity={line.quantity}
                canIncrease={canIncrease}
                decreaseLabel={t('line.decrease', { name })}
                increaseLabel={t('line.increase', { name })}
                onDecrease={() => step.mutate({ itemId: line.id, delta: -1 })}
                onIncrease={() => step.mutate({ itemId: line.id, delta: 1 })}
              />
            )}
            <div className="text-right">
              <p className="font-semibold text-ink tabular-nums">
                {money(line.totalPriceCents + (line.cutsTotalCents ?? 0))}
              </p>
              {line.weightKg !== null && (
                <p className="text-xs text-muted">
                  {t('line.weightTotal', { weight: text.weight(line.weightKg * line.quantity) })}
                </p>
              )}
            </div>
          </div>
        </div>
      </div>

      {line.extras.length > 0 && (
        <div className="mt-4 border-t border-line/70 pt-3 sm:ml-36">
          <h4 className="text-xs font-semibold tracking-[0.14em] text-muted uppercase">{t('line.extras')}</h4>
          <ul className="mt-2 space-y-2">
            {line.extras.map((extra) => {
              const extraName = localized(extra.name, extra.nameEn, text.language);
              const vars = { itemId: line.id, extraLineId: extra.id };
              return (
                <li key={extra.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="min-w-0 basis-full text-sm text-ink sm:flex-1 sm:basis-auto">
                    {extraName}
                    {/* Per piece it follows the line's quantity; per line it is charged once (decision 111). */}
                    <span className="ml-2 text-muted tabular-nums">
                      {extra.basis === 'piece'
                        ? t('line.extraPerPiece', {
                            price: money(extra.unitPriceCents),
                            count: extra.quantity,
                          })
                        : t('line.extraPerLine', { price: money(extra.unitPriceCents) })}
                    </span>
                  </span>
                  <span className="ml-auto flex items-center gap-2">
                    {!readOnly && (
                      <button
                        type="button"
                        aria-label={t('line.extraRemove', { name: extraName })}
                        onClick={() => removeExtra.mutate(vars)}
                        className="grid size-8 place-items-center rounded-full text-muted hover:bg-parchment hover:text-brand"
                      >
                        <X aria-hidden="true" className="size-3.5" />
                      </button>
                    )}
                    <span className="w-20 text-right text-sm font-medium text-ink tabular-nums">
                      {money(extra.totalPriceCents)}
                    </span>
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      <LineProblem line={line} />
    </li>
  );
}
