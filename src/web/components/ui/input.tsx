import type * as React from 'react';
import { cn } from '@/web/lib/cn';

/** The shop's text-control look; selects and text areas share it. */
export const inputClass =
  'block w-full rounded-xl border border-line bg-white px-4 py-3 text-base text-ink shadow-xs placeholder:text-muted/70 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/20 aria-[invalid=true]:border-red-700 disabled:opacity-60';

export function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return <input type={type} data-slot="input" className={cn(inputClass, className)} {...props} />;
}
