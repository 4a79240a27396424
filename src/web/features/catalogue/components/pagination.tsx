import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

/** Previous / next pages of a list, with where the visitor is. */
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
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('list.pagination')} className="mt-10 flex items-center justify-center gap-3">
      <Button
        variant="secondary"
        aria-label={t('list.previousPage')}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft aria-hidden="true" />
        <span className="hidden sm:inline">{t('list.previousPage')}</span>
      </Button>
      <p className="text-center text-sm text-ink-soft">{t('list.pageOf', { page, total: totalPages })}</p>
      <Button
        variant="secondary"
        aria-label={t('list.nextPage')}
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        <span className="hidden sm:inline">{t('list.nextPage')}</span>
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
