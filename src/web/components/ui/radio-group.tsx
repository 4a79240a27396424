import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { useId } from 'react';
import { cn } from '@/web/lib/cn';

/**
 * A group of native radios under one question: a fieldset whose legend the screen reader reads
 * with each choice (inside a form section that already asks the question, a plain group). Native
 * radios keep the platform's arrow-key behaviour and work in a plain form.
 */
export function RadioGroup({
  legend,
  legendClassName,
  error,
  announce,
  className,
  children,
}: {
  legend?: React.ReactNode;
  legendClassName?: string;
  /** Already in the interface language; shown under the choices. */
  error?: string | undefined;
  /** Read the error out as soon as it appears. */
  announce?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  const errorId = useId();
  const message = error && (
    <p id={errorId} role={announce ? 'alert' : undefined} className="mt-2 text-sm text-red-800">
      {error}
    </p>
  );
  if (legend === undefined)
    return (
      <div data-slot="radio-group" className={className}>
        {children}
        {message}
      </div>
    );
  return (
    <fieldset
      data-slot="radio-group"
      aria-describedby={error ? errorId : undefined}
      className={cn('min-w-0', className)}
    >
      <legend className={legendClassName ?? 'text-sm font-medium text-ink'}>{legend}</legend>
      {children}
      {message}
    </fieldset>
  );
}

export const radioCardVariants = cva(
  'relative cursor-pointer rounded-2xl ring-1 ring-line transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2',
  {
    variants: {
      look: {
        /** A card with a title and a line of help (delivery or pickup, the payment method). */
        card: 'flex gap-3 p-4 has-[:checked]:bg-brand-soft has-[:checked]:ring-2 has-[:checked]:ring-brand',
        /** A compact chip filled in the brand colour when chosen (a day, a time window). */
        chip: 'px-4 py-3 text-left hover:bg-parchment has-[:checked]:bg-brand has-[:checked]:text-white has-[:checked]:ring-brand has-[:checked]:hover:bg-brand',
      },
    },
    defaultVariants: { look: 'card' },
  },
);

/** One choice: a label around a native radio (visually hidden when the card itself shows the choice). */
export function RadioCard({
  className,
  inputClassName,
  look,
  children,
  ...props
}: Omit<React.ComponentProps<'input'>, 'type'> &
  VariantProps<typeof radioCardVariants> & { inputClassName?: string }) {
  return (
    <label className={cn(radioCardVariants({ look }), className)}>
      <input type="radio" data-slot="radio" className={inputClassName} {...props} />
      {children}
    </label>
  );
}
