import type * as React from 'react';
import { useId } from 'react';

/** What the control inside a FieldFrame spreads onto itself. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/**
 * One form field's frame: its label, the control (given the id and aria wiring), then its hint or,
 * in its place, its error — the same look and the same screen-reader wiring on every form.
 */
export function FieldFrame({
  label,
  hint,
  error,
  className,
  children,
}: {
  label: string;
  hint?: string | undefined;
  /** Already in the interface language. */
  error?: string | undefined;
  className?: string | undefined;
  children: (control: FieldControlProps) => React.ReactNode;
}) {
  const id = useId();
  // The error takes the hint's place, so the control points at whichever is shown.
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-muted">
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
