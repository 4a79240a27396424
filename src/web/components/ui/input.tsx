import type * as React from 'react';
import { cn } from '@/web/lib/cn';

/**
 * The shop's text-control look; selects and text areas share it. A class in the components layer
 * (styles.css), so a caller's utilities override it whatever their order in the stylesheet.
 */
export const inputClass = 'form-control';

export function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return <input type={type} data-slot="input" className={cn(inputClass, className)} {...props} />;
}
