import { Check } from 'lucide-react';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';
import type { StepId } from '../lib/checkout-steps';
import '../i18n';

type Props = {
  id: StepId;
  index: number;
  /** On a phone: only the heading, its one-line summary and "Alterar" (the fields stay mounted, hidden). */
  collapsed: boolean;
  complete: boolean;
  /** The one line a collapsed step shows: what was chosen, or what is still missing. */
  summary: string;
  onEdit: () => void;
  /** "Continuar" under an open step on a phone; none on the last step. */
  onContinue?: () => void;
  children: React.ReactNode;
};

/**
 * One step of the checkout (issue 38, decision 104). On a phone a done step folds to one line with
 * "Alterar"; its fields stay in the form (hidden, never unmounted), so nothing typed is lost. On a
 * wide screen every step stays open, as the page was.
 */
export function CheckoutStep({
  id,
  index,
  collapsed,
  complete,
  summary,
  onEdit,
  onContinue,
  children,
}: Props) {
  const { t } = useTranslation('checkout');
  const title = t(`steps.${id}`);
  return (
    <section
      aria-labelledby={`step-${id}`}
      data-testid={`step-${id}`}
      data-collapsed={collapsed ? 'true' : 'false'}
      className="space-y-4"
    >
      <div
        className={cn(
          'flex items-center gap-3',
          collapsed &&
            'max-lg:rounded-3xl max-lg:bg-white max-lg:p-4 max-lg:shadow-card max-lg:ring-1 max-lg:ring-line/60',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'grid size-8 shrink-0 place-items-center rounded-full text-sm font-semibold',
            complete && collapsed ? 'bg-leaf text-white' : 'bg-brand text-white',
          )}
        >
          {complete && collapsed ? <Check className="size-4" /> : index}
        </span>
        <div className="min-w-0 flex-1">
          <h2
            id={`step-${id}`}
            tabIndex={-1}
            className="scroll-mt-28 font-display text-2xl text-ink outline-none"
          >
            {title}
          </h2>
          {collapsed && (
            <p
              className={cn(
                'line-clamp-2 text-sm lg:hidden',
                complete ? 'text-ink-soft' : 'font-medium text-brand-dark',
              )}
              data-testid={`step-${id}-summary`}
            >
              {summary}
            </p>
          )}
        </div>
        {collapsed && (
          <Button variant="secondary" size="sm" className="lg:hidden" onClick={onEdit}>
            {t('steps.edit')}
            <span className="sr-only"> {title}</span>
          </Button>
        )}
      </div>
      <div className={cn('space-y-6', collapsed && 'max-lg:hidden')}>
        {children}
        {onContinue && (
          <Button size="lg" className="w-full lg:hidden" onClick={onContinue}>
            {t('steps.continue')}
          </Button>
        )}
      </div>
    </section>
  );
}
