import type * as React from 'react';
import { cn } from '@/web/lib/cn';
import { useServerMessages } from '@/web/lib/validation-messages';
import { Button } from '../ui/button';
import { FormAlert } from '../ui/form-alert';
import { Skeleton } from '../ui/skeleton';

/** The texts of a list's loading and failed states, in the page's own words. */
export type ListLoadTexts = { loading: string; error: string; retry: string };

/**
 * A staff list's placeholder while it loads: rows of a card, each with its leading picture or
 * handle (`lead`, a size class) and two lines of text.
 */
export function ListSkeleton({
  label,
  rows = 4,
  lead = 'h-10 w-14 rounded-lg',
}: {
  label: string;
  rows?: number;
  lead?: string;
}) {
  return (
    <div
      role="status"
      className="space-y-px overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-line/60"
    >
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="flex items-center gap-4 p-5">
          <Skeleton className={cn('shrink-0', lead)} />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-44 max-w-full rounded" />
            <Skeleton className="h-3 w-28 rounded" />
          </div>
          <Skeleton className="hidden h-6 w-24 rounded-full sm:block" />
        </div>
      ))}
    </div>
  );
}

/** A failed load: the server's reason in the interface language (or the page's own) and a retry. */
export function LoadError({
  error,
  texts,
  onRetry,
}: {
  error: unknown;
  texts: ListLoadTexts;
  onRetry: () => void;
}) {
  const server = useServerMessages();
  return (
    <div className="space-y-4">
      <FormAlert>{server.error(error, texts.error)}</FormAlert>
      <Button onClick={onRetry}>{texts.retry}</Button>
    </div>
  );
}

/**
 * Every staff list's loading and failed states (decision 024: every state designed), then its
 * content once the query has data. `placeholder` replaces the default skeleton.
 */
export function ListLoad({
  query,
  texts,
  placeholder,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  texts: ListLoadTexts;
  placeholder?: React.ReactNode;
  children: React.ReactNode;
}) {
  if (query.isPending) return placeholder ?? <ListSkeleton label={texts.loading} />;
  if (query.isError)
    return <LoadError error={query.error} texts={texts} onRetry={() => void query.refetch()} />;
  return <>{children}</>;
}
