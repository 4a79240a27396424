import type * as React from 'react';
import { FieldFrame } from '../../../components/ui/field-frame';
import { cn } from '../../../lib/cn';
import { inputClass } from '../../auth/components/text-field';

type Props = Omit<React.ComponentProps<'input'>, 'id'> & {
  label: string;
  error?: string | undefined;
  hint?: string;
};

/** A labelled checkout input with its hint and the error that belongs to it. */
export function Field({ label, error, hint, className, ...props }: Props) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(control) => <input {...control} className={cn(inputClass, 'mt-1.5')} {...props} />}
    </FieldFrame>
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
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <textarea {...control} rows={2} className={cn(inputClass, 'mt-1.5 resize-y')} {...props} />
      )}
    </FieldFrame>
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
