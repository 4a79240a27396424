import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cloneElement, isValidElement, useId } from 'react';
import { cn } from '@/web/lib/cn';

/** What the control inside a Field is given: its id and the screen-reader wiring. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

export type FieldProps = {
  /** Omitted when the control labels itself (the phone field names its two parts). */
  label?: React.ReactNode;
  hint?: React.ReactNode;
  /** Already in the interface language. */
  error?: string | undefined;
  /** `inline`: the control, then its label beside it (a checkbox). */
  layout?: 'stacked' | 'inline';
  /** Read the error out as soon as it appears (a field checked on its own, not on submit). */
  announce?: boolean;
  /** A fixed id for the control (e.g. one a test or another control points at). */
  id?: string;
  className?: string | undefined;
  /** The control: an element given the id and aria wiring, or a function that spreads them. */
  children:
    | React.ReactElement<Partial<FieldControlProps>>
    | ((control: FieldControlProps) => React.ReactNode);
};

/**
 * One form field: its label, the control (given the id and aria wiring), then its hint or, in its
 * place, its error — the same look and the same screen-reader wiring on every form.
 */
export function Field({
  label,
  hint,
  error,
  layout = 'stacked',
  announce,
  id: fixedId,
  className,
  children,
}: FieldProps) {
  const generated = useId();
  const id = fixedId ?? generated;
  // The error takes the hint's place, so the control points at whichever is shown.
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  const control: FieldControlProps = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  const rendered =
    typeof children === 'function'
      ? children(control)
      : isValidElement(children)
        ? cloneElement(children, control)
        : children;
  return (
    <div className={className}>
      {layout === 'inline' ? (
        <div className="flex items-start gap-3">
          {rendered}
          <FieldLabel htmlFor={id} layout="inline">
            {label}
          </FieldLabel>
        </div>
      ) : label === undefined ? (
        rendered
      ) : (
        <>
          <FieldLabel htmlFor={id}>{label}</FieldLabel>
          <div className="mt-1.5">{rendered}</div>
        </>
      )}
      {hint && !error && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      {error && (
        <FieldError id={`${id}-error`} role={announce ? 'alert' : undefined}>
          {error}
        </FieldError>
      )}
    </div>
  );
}

const fieldLabelVariants = cva('text-sm', {
  variants: { layout: { stacked: 'font-medium text-ink', inline: 'text-ink-soft' } },
  defaultVariants: { layout: 'stacked' },
});

export function FieldLabel({
  className,
  layout,
  ...props
}: React.ComponentProps<'label'> & VariantProps<typeof fieldLabelVariants>) {
  // biome-ignore lint/a11y/noLabelWithoutControl: the caller passes htmlFor
  return <label className={cn(fieldLabelVariants({ layout }), className)} {...props} />;
}

export function FieldHint({ className, ...props }: React.ComponentProps<'p'>) {
  return <p {...props} className={cn('mt-1.5 text-sm text-muted', className)} />;
}

/** A field's (or a group's) error text. */
export function FieldError({ className, ...props }: React.ComponentProps<'p'>) {
  return <p {...props} className={cn('mt-1.5 text-sm text-red-800', className)} />;
}
