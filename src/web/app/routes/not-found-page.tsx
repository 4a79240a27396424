import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/routes';
import { buttonVariants } from '@/web/components/ui/button';

export default function NotFoundPage() {
  const { t } = useTranslation(['pages', 'common']);
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-[0.2em] text-brand">
        {t('pages:notFound.code')}
      </p>
      <h1 className="mt-4 text-4xl text-ink sm:text-5xl">{t('pages:notFound.title')}</h1>
      <p className="mt-5 text-lg text-ink-soft">{t('pages:notFound.body')}</p>
      <Link to={paths.home} className={buttonVariants({ size: 'lg', className: 'mt-10' })}>
        {t('common:goHome')}
      </Link>
    </section>
  );
}
