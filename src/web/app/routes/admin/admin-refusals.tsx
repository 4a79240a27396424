import { Compass, LockKeyhole } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminSectionId } from '@/shared/permissions/admin-sections';
import { paths } from '@/shared/routes';
import { buttonVariants } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { usePageTitle } from '@/web/lib/use-page-title';

/**
 * A section of the table the role may not open (decision 028). The server refuses its data with
 * 403 anyway; this says so in words and offers the way back.
 */
export function AdminNotAllowed({ section }: { section: AdminSectionId }) {
  const { t } = useTranslation('admin');
  usePageTitle(t('notAllowed.title'));
  return (
    <EmptyState
      icon={LockKeyhole}
      heading="h1"
      title={t('notAllowed.title')}
      body={t('notAllowed.body', { section: t(`sections.${section}.title`) })}
    >
      <Link to={paths.admin} className={buttonVariants()}>
        {t('notAllowed.back')}
      </Link>
    </EmptyState>
  );
}

/** Any other panel URL. */
export function AdminNotFound() {
  const { t } = useTranslation('admin');
  usePageTitle(t('notFound'));
  return (
    <EmptyState icon={Compass} heading="h1" title={t('notFound')}>
      <Link to={paths.admin} className={buttonVariants()}>
        {t('notAllowed.back')}
      </Link>
    </EmptyState>
  );
}
