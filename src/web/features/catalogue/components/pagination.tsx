import { useTranslation } from 'react-i18next';
import { Pagination as PaginationBase } from '@/web/components/ui/pagination';

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
