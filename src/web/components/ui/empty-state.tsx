import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/web/lib/cn';

/**
 * The shop's one look for "nothing here yet" (an empty cart, no orders, no results): an icon in a
 * warm circle, a title, a line of help and the way on.
 */
export function EmptyState({
  icon: Icon,
  title,
  body,
  heading = 'h2',
  className,
  children,
}: {
  icon: LucideIcon;
  title: string;
  body?: string | undefined;
  /** h1 when the empty state is the whole page. */
  heading?: 'h1' | 'h2' | 'p';
  className?: string;
  /** The actions (links or buttons). */
  children?: React.ReactNode;
}) {
  const Title = heading;
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-4 rounded-3xl border border-dashed border-line bg-white/60 px-6 py-14 text-center',
        className,
      )}
    >
      <span className="grid size-16 place-items-center rounded-full bg-parchment text-brand">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <Title className={cn('text-ink', heading === 'h1' ? 'text-3xl' : 'font-display text-2xl')}>
        {title}
      </Title>
      {body && <p className="max-w-md text-ink-soft">{body}</p>}
      {children && <div className="mt-2 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}
