import type * as React from 'react';
import { cn } from '@/web/lib/cn';

/** A titled group of a long form in its own card (a fieldset, so screen readers announce the question). */
export function FormSection({
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
