import { useTranslation } from 'react-i18next';
import type { ProductPage } from '@/shared/catalogue/types';
import { Pagination as PaginationBase } from '@/web/components/ui/pagination';
import { ProductGrid } from './product-grid';

/** Previous / next pages of a product list, with where the visitor is. */
export function Pagination({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('catalogue');
  return (
    <PaginationBase
      page={page}
      totalPages={totalPages}
      onPage={onPage}
      labels={{
        nav: t('list.pagination'),
        previous: t('list.previousPage'),
        next: t('list.nextPage'),
        pageOf: t('list.pageOf', { page, total: totalPages }),
      }}
    />
  );
}

/**
 * A page of results of the product list and of the search: the grid (dimmed while the next page
 * loads over it) and the pages beneath.
 */
export function PagedProducts({
  data,
  stale,
  onPage,
}: {
  data: ProductPage;
  /** The previous page still shown while the next one loads. */
  stale: boolean;
  onPage: (page: number) => void;
}) {
  return (
    <>
      <ProductGrid
        products={data.items}
        eager={data.page === 1 ? 2 : 0}
        headingLevel="h2"
        className={stale ? 'opacity-60 transition-opacity' : undefined}
      />
      <Pagination page={data.page} totalPages={data.totalPages} onPage={onPage} />
    </>
  );
}
