import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../../components/ui/button';
import { FormAlert } from '../../../../../components/ui/form-alert';
import { Skeleton } from '../../../../../components/ui/skeleton';
import { useServerMessages } from '../../../../../lib/validation-messages';

/** A list's placeholder while it loads. */
export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation('content');
  return (
    <div
      role="status"
      className="space-y-px overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-line/60"
    >
      <span className="sr-only">{t('loading')}</span>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="flex items-center gap-4 p-5">
          <Skeleton className="h-10 w-14 rounded-lg" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-48 rounded" />
            <Skeleton className="h-3 w-28 rounded" />
          </div>
          <Skeleton className="hidden h-6 w-20 rounded-full sm:block" />
        </div>
      ))}
    </div>
  );
}

/** A failed load: the reason in the interface language and a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('content');
  const server = useServerMessages();
  return (
    <div className="space-y-4">
      <FormAlert>{server.error(error, t('loadError'))}</FormAlert>
      <Button onClick={onRetry}>{t('retry')}</Button>
    </div>
  );
}

/** A list query's loading and failed states; its content once it has data. */
export function ListLoad({
  query,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  children: React.ReactNode;
}) {
  if (query.isPending) return <ListSkeleton />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <>{children}</>;
}
