import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/routes';
import { buttonVariants } from '@/web/components/ui/button';
import { SideSheet } from '@/web/components/ui/side-sheet';
import { Spinner } from '@/web/components/ui/spinner';
import { useMoney } from '@/web/lib/money';
import { useStepItem } from '../api/change-item';
import { useCart } from '../api/get-cart';
import { LineImage } from './line-image';
import { QuantityStepper } from './quantity-stepper';
import { useLineText } from './use-line-text';
import '../i18n';

const SHOWN = 4;

/** The header's cart drawer: the first lines with their quantities, the subtotal, and the way on. */
export function MiniCart({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const money = useMoney();
  const { t } = useTranslation('cart');
  const text = useLineText();
  const { data: cart, isPending, isError, refetch } = useCart();
  const step = useStepItem();
  const close = () => onOpenChange(false);
  const items = cart?.items ?? [];
  const hidden = items.slice(SHOWN).reduce((sum, l) => sum + l.quantity, 0);

  return (
    <SideSheet
      open={open}
      onOpenChange={onOpenChange}
      title={t('mini.title')}
      closeLabel={t('mini.close')}
      className="w-[min(24rem,92vw)]"
    >
      <div className="flex-1 overflow-y-auto px-5 py-4">
        {isPending ? (
          <Spinner label={t('page.loading')} />
        ) : isError || cart?.lookupFailed ? (
          <div role="alert" className="space-y-3 text-ink-soft">
            <p>{t('errors.load')}</p>
            <button
              type="button"
              className="font-semibold text-brand underline"
              onClick={() => void refetch()}
            >
              {t('page.retry')}
            </button>
          </div>
        ) : items.length === 0 ? (
          <p className="py-10 text-center text-ink-soft">{t('mini.empty')}</p>
        ) : (
          <ul className="space-y-4">
            {items.slice(0, SHOWN).map((line) => {
              const name = text.name(line);
              return (
                <li key={line.id} className="flex gap-3">
                  <LineImage src={line.imageUrl} className="size-16" />
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-semibold text-ink">{name}</p>
                    <p className="text-sm text-ink-soft">
                      {[
                        text.option(line),
                        line.extras.length > 0 && t('mini.extras', { count: line.extras.length }),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                    <div className="mt-1.5 flex items-center justify-between gap-2">
                      <QuantityStepper
                        size="sm"
                        quantity={line.quantity}
                        canIncrease={line.available && (line.stock === null || line.quantity < line.stock)}
                        decreaseLabel={t('line.decrease', { name })}
                        increaseLabel={t('line.increase', { name })}
                        onDecrease={() => step.mutate({ itemId: line.id, delta: -1 })}
                        onIncrease={() => step.mutate({ itemId: line.id, delta: 1 })}
                      />
                      <span className="text-sm font-semibold text-ink tabular-nums">
                        {money(line.totalPriceCents + line.extrasTotalCents)}
                      </span>
                    </div>
                  </div>
                </li>
              );
            })}
            {hidden > 0 && <li className="text-sm text-muted">{t('mini.more', { count: hidden })}</li>}
          </ul>
        )}
      </div>

      {items.length > 0 && cart && (
        <div className="border-t border-line px-5 py-4">
          <p className="flex items-baseline justify-between text-ink">
            <span>{t('summary.subtotal')}</span>
            <span className="font-display text-2xl tabular-nums">{money(cart.totals.subtotalCents)}</span>
          </p>
          <div className="mt-4 grid gap-2">
            <Link to={paths.checkout} onClick={close} className={buttonVariants({ size: 'lg' })}>
              {t('mini.checkout')}
            </Link>
            <Link
              to={paths.cart}
              onClick={close}
              className={buttonVariants({ variant: 'secondary', size: 'lg' })}
            >
              {t('mini.viewCart')}
            </Link>
          </div>
        </div>
      )}
      {items.length === 0 && !isPending && (
        <div className="border-t border-line px-5 py-4">
          <Link
            to={paths.products}
            onClick={close}
            className={buttonVariants({ size: 'lg', className: 'w-full' })}
          >
            {t('page.browse')}
          </Link>
        </div>
      )}
    </SideSheet>
  );
}
