import type * as React from 'react';
import { cn } from '@/web/lib/cn';

/** A placeholder block while content loads (still for people who ask for less motion). */
export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      data-slot="skeleton"
      className={cn('animate-pulse bg-parchment motion-reduce:animate-none', className)}
      {...props}
    />
  );
}
