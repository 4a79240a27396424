import { AlertCircle, CheckCircle2 } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/web/lib/cn';

/** A message about the whole form (server refusal, success), announced to screen readers. */
export function FormAlert({
  kind = 'error',
  children,
  className,
}: {
  kind?: 'error' | 'success';
  children: React.ReactNode;
  className?: string;
}) {
  const Icon = kind === 'error' ? AlertCircle : CheckCircle2;
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-3 rounded-xl px-4 py-3 text-sm',
        kind === 'error' ? 'bg-brand-soft text-brand-dark' : 'bg-leaf/10 text-leaf',
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
