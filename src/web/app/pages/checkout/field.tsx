import type * as React from 'react';
import { useId } from 'react';
import { inputClass } from '../../../features/auth/components/text-field';
import { cn } from '../../../lib/cn';

type Props = Omit<React.ComponentProps<'input'>, 'id'> & {
  label: string;
  error?: string | undefined;
  hint?: string;
};

/** A labelled checkout input with its hint and the error that belongs to it. */
export function Field({ label, error, hint, className, ...props }: Props) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(inputClass, 'mt-1.5')}
        {...props}
      />
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

export function TextArea({
  label,
  error,
  hint,
  className,
  ...props
}: Omit<React.ComponentProps<'textarea'>, 'id'> & {
  label: string;
  error?: string | undefined;
  hint?: string;
}) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        id={id}
        rows={2}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(inputClass, 'mt-1.5 resize-y')}
        {...props}
      />
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

/** A titled group of the checkout (a fieldset, so screen readers announce the question). */
export function Section({
  legend,
  children,
  className,
}: {
  legend: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <fieldset
      className={cn('min-w-0 rounded-3xl bg-white p-6 shadow-card ring-1 ring-line/60 sm:p-7', className)}
    >
      <legend className="float-left mb-4 w-full font-display text-xl text-ink">{legend}</legend>
      <div className="clear-both">{children}</div>
    </fieldset>
  );
}
