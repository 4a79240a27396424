import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductListQuery } from '@/shared/catalogue/schemas';
import { Button } from '@/web/components/ui/button';
import { useProducts } from '../api/get-products';
import { PagedProducts } from './pagination';
import { ProductGridSkeleton } from './product-grid';
import { ErrorState, NoResults } from './query-states';

/** A page of products with every state designed: loading, error with retry, empty, results. */
export function ProductList({
  query,
  onPage,
  onClear,
}: {
  query: ProductListQuery;
  onPage: (page: number) => void;
  /** Shown on the empty state when the visitor has filters to remove. */
  onClear?: () => void;
}) {
  const { t } = useTranslation('catalogue');
  const { data, isPending, isError, isPlaceholderData, refetch } = useProducts(query);
  const top = useRef<HTMLDivElement>(null);
  const page = data?.page;

  // A new page starts at its top, not where the last one was scrolled to.
  useEffect(() => {
    if (page && page > 1) top.current?.scrollIntoView({ block: 'start' });
  }, [page]);

  let body: React.ReactNode;
  if (isError && !data) body = <ErrorState message={t('list.loadFailed')} onRetry={() => void refetch()} />;
  else if (isPending) body = <ProductGridSkeleton count={8} className="min-h-screen" />;
  else if (data.total === 0)
    body = (
      <NoResults
        hint={t('list.emptyHint')}
        action={
          onClear && (
            <Button variant="secondary" onClick={onClear}>
              {t('list.clearFilters')}
            </Button>
          )
        }
      />
    );
  else body = <PagedProducts data={data} stale={isPlaceholderData} onPage={onPage} />;

  return (
    <div ref={top} className="scroll-mt-24">
      <p className="mb-4 text-sm text-ink-soft" aria-live="polite">
        {data ? t('list.results', { count: data.total }) : '\u00a0'}
      </p>
      {body}
    </div>
  );
}
