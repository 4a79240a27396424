import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/web/lib/cn';

export type Crumb = { label: string; to?: string | undefined };

/** Where a page sits: each crumb links back, the last one is the page itself (`aria-current`). */
export function Breadcrumbs({
  label,
  crumbs,
  className,
}: {
  /** The navigation's accessible name ("Você está em"). */
  label: string;
  crumbs: readonly Crumb[];
  className?: string;
}) {
  const last = crumbs.length - 1;
  return (
    <nav aria-label={label} className={cn('min-w-0', className)}>
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-muted">
        {crumbs.map((crumb, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a trail's place is its identity
          <li key={i} className="flex min-w-0 items-center gap-1.5">
            {i > 0 && <ChevronRight aria-hidden="true" className="size-3.5 shrink-0 text-muted/60" />}
            {i === last || !crumb.to ? (
              <span
                aria-current={i === last ? 'page' : undefined}
                className="truncate font-semibold text-ink"
              >
                {crumb.label}
              </span>
            ) : (
              <Link to={crumb.to} className="underline-offset-4 hover:text-brand hover:underline">
                {crumb.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
