import type * as React from 'react';
import { cn } from '@/web/lib/cn';
import { inputClass } from './input';

/** A styled native select: the phone's own picker, the platform's keyboard and screen-reader support. */
export function Select({ className, ...props }: React.ComponentProps<'select'>) {
  return <select data-slot="select" className={cn(inputClass, className)} {...props} />;
}
