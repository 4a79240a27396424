import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/routes';
import { buttonVariants } from '@/web/components/ui/button';

/** An unknown or inactive product or category: the not-found page's look, with its own words. */
export function CatalogueNotFound({ title, body }: { title: string; body: string }) {
  const { t } = useTranslation(['pages', 'catalogue', 'common']);
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-[0.2em] text-brand">
        {t('pages:notFound.code')}
      </p>
      <h1 className="mt-4 text-4xl text-ink sm:text-5xl">{title}</h1>
      <p className="mt-5 text-lg text-ink-soft">{body}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Link to={paths.products} className={buttonVariants({ size: 'lg' })}>
          {t('catalogue:product.backToProducts')}
        </Link>
        <Link to={paths.home} className={buttonVariants({ size: 'lg', variant: 'secondary' })}>
          {t('common:goHome')}
        </Link>
      </div>
    </section>
  );
}
