import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';
import { useMoney } from '@/web/lib/money';
import { placeLabelKey } from './order-summary';
import '../i18n';

type Props = {
  totalCents: number;
  /** Some line is weighed: the total is an estimate ("≈"). */
  estimate: boolean;
  /** What is still missing, in words ("Falta: dia e horário"), or null when the order can go. */
  missing: string | null;
  /** How many times "Confirmar pedido" was pressed while something was missing (0: never): the line is an alert, read again at each press. */
  alerted: number;
  /** Below the zone's minimum: nothing to do here but go back to the cart. */
  blocked: boolean;
  placing: boolean;
  redirecting: boolean;
  confirming: boolean;
  /** Pressed while something is missing: open that step instead of submitting. */
  onEarly: () => void;
};

/**
 * The phone's sticky bar (issue 38, decision 104): the total and "Confirmar pedido" always in
 * sight, above the shop's bottom bar. Pressed early it names what is missing and opens that step.
 * Wide screens keep the summary's own button beside the form.
 */
export function PhoneBar({
  totalCents,
  estimate,
  missing,
  alerted,
  blocked,
  placing,
  redirecting,
  confirming,
  onEarly,
}: Props) {
  const { t } = useTranslation('checkout');
  const money = useMoney();
  return (
    <div
      className="fixed inset-x-0 bottom-[calc(3.5rem+env(safe-area-inset-bottom))] z-30 border-t border-line bg-white/95 px-4 pt-2 pb-3 shadow-[0_-8px_24px_-16px_rgba(0,0,0,0.25)] backdrop-blur md:bottom-0 lg:hidden"
      data-testid="phone-bar"
    >
      <p
        key={alerted}
        role={alerted > 0 ? 'alert' : undefined}
        className={cn(
          'mb-2 text-xs',
          missing ? (alerted > 0 ? 'font-semibold text-brand-dark' : 'text-ink-soft') : 'sr-only',
        )}
        data-testid="phone-bar-missing"
      >
        {missing ?? ''}
      </p>
      <div className="flex items-center gap-3">
        <p className="min-w-0 flex-1 leading-tight">
          <span className="block text-xs text-muted">{t('summary.total')}</span>
          <span className="block text-lg font-semibold tabular-nums text-ink" data-testid="phone-bar-total">
            {estimate && <span className="text-ink-soft">≈ </span>}
            {money(totalCents)}
          </span>
        </p>
        <Button
          type="submit"
          size="lg"
          className="shrink-0 px-6"
          disabled={placing || blocked}
          onClick={(event) => {
            if (!missing) return;
            event.preventDefault();
            onEarly();
          }}
        >
          {t(placeLabelKey({ placing, redirecting, confirming }))}
        </Button>
      </div>
    </div>
  );
}
