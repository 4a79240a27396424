import { Minus, Plus, Trash2 } from 'lucide-react';
import { cn } from '@/web/lib/cn';

const sizes = {
  md: { box: 'h-10', button: 'size-10', value: 'w-9 text-base', icon: 'size-4' },
  sm: { box: 'h-8', button: 'size-8', value: 'w-7 text-sm', icon: 'size-3.5' },
} as const;

/**
 * − quantity + for a line or an extra. At 1 the minus shows a bin: one more click removes it
 * (SPEC §4.4 decrement). The value is announced politely as it changes.
 */
export function QuantityStepper({
  quantity,
  onDecrease,
  onIncrease,
  decreaseLabel,
  increaseLabel,
  canIncrease = true,
  size = 'md',
  className,
}: {
  quantity: number;
  onDecrease: () => void;
  onIncrease: () => void;
  decreaseLabel: string;
  increaseLabel: string;
  canIncrease?: boolean;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const s = sizes[size];
  const button = cn(
    'grid shrink-0 place-items-center rounded-full text-ink-soft transition-colors hover:bg-parchment hover:text-ink focus-visible:outline-2 focus-visible:outline-brand disabled:pointer-events-none disabled:opacity-40',
    s.button,
  );
  return (
    <div className={cn('inline-flex items-center rounded-full bg-white ring-1 ring-line', s.box, className)}>
      <button type="button" className={button} aria-label={decreaseLabel} onClick={onDecrease}>
        {quantity <= 1 ? (
          <Trash2 aria-hidden="true" className={s.icon} />
        ) : (
          <Minus aria-hidden="true" className={s.icon} />
        )}
      </button>
      <span aria-live="polite" className={cn('text-center font-semibold text-ink tabular-nums', s.value)}>
        {quantity}
      </span>
      <button
        type="button"
        className={button}
        aria-label={increaseLabel}
        disabled={!canIncrease}
        onClick={onIncrease}
      >
        <Plus aria-hidden="true" className={s.icon} />
      </button>
    </div>
  );
}
