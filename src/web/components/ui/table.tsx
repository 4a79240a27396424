import type * as React from 'react';
import { cn } from '@/web/lib/cn';

/**
 * A data table in the admin's card look; scrolls sideways on a phone rather than squeezing.
 * `relative`: the scroll box is the containing block of positioned descendants (the `sr-only`
 * texts of sort buttons), otherwise they escape its clipping and widen the whole page (decision 040).
 */
export function Table({ className, ...props }: React.ComponentProps<'table'>) {
  return (
    <div className="relative overflow-x-auto rounded-3xl bg-white shadow-card ring-1 ring-line/60">
      <table data-slot="table" className={cn('w-full text-left text-sm', className)} {...props} />
    </div>
  );
}

export function TableCaption({ className, ...props }: React.ComponentProps<'caption'>) {
  return <caption className={cn('sr-only', className)} {...props} />;
}

export function TableHeader({ className, ...props }: React.ComponentProps<'thead'>) {
  return <thead className={cn('border-b border-line bg-parchment/60', className)} {...props} />;
}

export function TableBody({ className, ...props }: React.ComponentProps<'tbody'>) {
  return <tbody className={cn('divide-y divide-line/70', className)} {...props} />;
}

export function TableRow({ className, ...props }: React.ComponentProps<'tr'>) {
  return <tr className={cn('transition-colors hover:bg-parchment/60', className)} {...props} />;
}

export function TableHead({ className, scope = 'col', ...props }: React.ComponentProps<'th'>) {
  return (
    <th
      scope={scope}
      className={cn('px-4 py-3 text-xs font-semibold tracking-wide text-muted uppercase', className)}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: React.ComponentProps<'td'>) {
  return <td className={cn('px-4 py-3 text-ink', className)} {...props} />;
}
