import { SearchX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { categoryPath, localized } from '@/shared/catalogue/rules';
import type { ProductListQuery } from '@/shared/catalogue/schemas';
import { paths } from '@/shared/routes';
import { buttonVariants } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useCategories } from '../api/get-categories';
import { useProducts } from '../api/get-products';
import { PagedProducts } from '../components/pagination';
import { ProductGridSkeleton } from '../components/product-grid';
import { ErrorState } from '../components/query-states';
import { SiteSearch } from '../components/site-search';
import { useLanguage } from '../hooks/use-language';
import { useListQuery } from '../hooks/use-list-query';
import '../search-i18n';

const chip =
  'inline-flex h-10 items-center rounded-full bg-white px-4 text-sm font-medium text-ink-soft ring-1 ring-line hover:bg-parchment hover:text-ink';

/** Ways on when there is nothing to show yet, or nothing found: popular searches and the categories. */
function Suggestions() {
  const { t } = useTranslation('search');
  const language = useLanguage();
  const { data: categories } = useCategories();
  const terms = t('popularTerms')
    .split(',')
    .map((term) => term.trim());
  return (
    <div className="mt-8 space-y-6">
      <section>
        <h2 className="text-sm font-semibold uppercase tracking-[0.14em] text-muted">{t('popular')}</h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {terms.map((term) => (
            <li key={term}>
              <Link to={`${paths.search}?q=${encodeURIComponent(term)}`} className={chip}>
                {term}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {categories && categories.length > 0 && (
        <section>
          <h2 className="text-sm font-semibold uppercase tracking-[0.14em] text-muted">{t('categories')}</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {categories.map((category) => (
              <li key={category.id}>
                <Link to={categoryPath(category.slug)} className={chip}>
                  {localized(category.name, category.nameEn, language)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** The products found, with every state: loading, error with retry, nothing found, results. */
function Results({ query, onPage }: { query: ProductListQuery; onPage: (page: number) => void }) {
  const { t } = useTranslation('search');
  const { data, isPending, isError, isPlaceholderData, refetch } = useProducts(query);
  let body: React.ReactNode;
  if (isError && !data) body = <ErrorState message={t('loadFailed')} onRetry={() => void refetch()} />;
  else if (isPending) body = <ProductGridSkeleton count={4} />;
  else if (data.total === 0)
    body = (
      <>
        <EmptyState icon={SearchX} title={t('noneFor', { q: query.q })} body={t('noneHint')}>
          <Link to={paths.products} className={buttonVariants({ variant: 'secondary' })}>
            {t('seeAll')}
          </Link>
        </EmptyState>
        <Suggestions />
      </>
    );
  else body = <PagedProducts data={data} stale={isPlaceholderData} onPage={onPage} />;
  return (
    <div className="mt-6">
      <p className="mb-4 text-sm text-ink-soft" aria-live="polite">
        {/* Nothing found says so below, in words. */}
        {data && !isPlaceholderData && data.total > 0 ? t('count', { count: data.total }) : '\u00a0'}
      </p>
      {body}
    </div>
  );
}

/**
 * /busca?q=: the whole catalogue's search (issue 38, decision 113), the same list API and URL as
 * /produtos (`q`, `page`, `sort`…), so the server draws it like the other catalogue pages.
 */
export default function SearchPage() {
  const { t } = useTranslation('search');
  const { query, update } = useListQuery();
  const input = useRef<HTMLInputElement>(null);
  usePageTitle(query.q ? t('resultsFor', { q: query.q }) : t('title'));
  // Reached from the header's icon with nothing typed yet: the field is what she came for.
  useEffect(() => {
    if (!query.q) input.current?.focus();
  }, [query.q]);
  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 pb-4 sm:px-6 sm:pt-12">
      <h1 className="text-3xl text-ink sm:text-4xl">
        {query.q ? t('resultsFor', { q: query.q }) : t('title')}
      </h1>
      {/* A new search is a new form: its field starts from the URL's words. */}
      <SiteSearch key={query.q ?? ''} defaultValue={query.q} inputRef={input} className="mt-5 max-w-xl" />
      {query.q ? (
        <Results query={query} onPage={(page) => update({ page })} />
      ) : (
        <>
          <p className="mt-6 text-ink-soft">{t('emptyLead')}</p>
          <Suggestions />
        </>
      )}
    </div>
  );
}
