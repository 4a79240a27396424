import type * as React from 'react';
import { cn } from '@/web/lib/cn';

/** A native checkbox in the brand colour (native: the form reads it, the keyboard works as usual). */
export function Checkbox({ className, ...props }: Omit<React.ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="checkbox"
      data-slot="checkbox"
      className={cn('shrink-0 accent-brand', className)}
      {...props}
    />
  );
}
