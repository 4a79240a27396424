import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/web/lib/use-page-title';
import { ProductFilters } from '../components/product-filters';
import { ProductList } from '../components/product-list';
import { useListQuery } from '../hooks/use-list-query';

/** /produtos: every product, with the filter entries of SPEC §3.2, search, sort and pages in the URL. */
export default function ProductsPage() {
  const { t } = useTranslation('catalogue');
  const { query, update } = useListQuery();
  usePageTitle(t('list.title'));
  const filtered = Boolean(query.category || query.q || query.featured || query.offer || query.brazilian);
  return (
    <div className="mx-auto max-w-7xl px-4 pt-10 pb-4 sm:px-6 sm:pt-14">
      <header className="max-w-2xl">
        <h1 className="text-4xl text-ink sm:text-5xl">{t('list.title')}</h1>
        <p className="mt-3 text-lg text-ink-soft">{t('list.subtitle')}</p>
      </header>
      <section aria-label={t('list.filtersLabel')} className="mt-8">
        <ProductFilters query={query} update={update} />
      </section>
      <div className="mt-8">
        <ProductList
          query={query}
          onPage={(page) => update({ page })}
          onClear={
            filtered
              ? () =>
                  update({
                    category: undefined,
                    q: undefined,
                    featured: undefined,
                    offer: undefined,
                    brazilian: undefined,
                  })
              : undefined
          }
        />
      </div>
    </div>
  );
}
