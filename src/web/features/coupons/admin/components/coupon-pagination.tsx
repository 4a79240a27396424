import { useTranslation } from 'react-i18next';
import { Pagination } from '@/web/components/ui/pagination';
import { pageCount } from '@/web/lib/url-filters';

/** The coupons area's pager (the list and the sending screen's customers), in its own words. */
export function CouponPagination({
  list,
  onPage,
}: {
  list: { page: number; total: number; pageSize: number };
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('coupons');
  const total = pageCount(list.total, list.pageSize);
  return (
    <Pagination
      layout="spread"
      page={list.page}
      totalPages={total}
      onPage={onPage}
      labels={{
        nav: t('pagination.nav'),
        previous: t('pagination.previous'),
        next: t('pagination.next'),
        pageOf: t('pagination.pageOf', { page: list.page, total }),
      }}
    />
  );
}
