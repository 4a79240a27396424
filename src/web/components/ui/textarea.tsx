import type * as React from 'react';
import { cn } from '@/web/lib/cn';
import { inputClass } from './input';

export function Textarea({ className, rows = 2, ...props }: React.ComponentProps<'textarea'>) {
  return (
    <textarea rows={rows} data-slot="textarea" className={cn(inputClass, 'resize-y', className)} {...props} />
  );
}
