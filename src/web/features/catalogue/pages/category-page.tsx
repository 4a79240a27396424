import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { localized } from '@/shared/catalogue/rules';
import { FullPageLoading } from '@/web/components/full-page-loading';
import { ResponsivePicture } from '@/web/components/responsive-picture';
import { ApiError } from '@/web/lib/api-error';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useCategory } from '../api/get-category';
import { CatalogueNotFound } from '../components/catalogue-not-found';
import { SearchBox, SortSelect } from '../components/product-filters';
import { ProductList } from '../components/product-list';
import { ErrorState } from '../components/query-states';
import { useLanguage } from '../hooks/use-language';
import { useListQuery } from '../hooks/use-list-query';

/**
 * One category's products (/categoria/{slug}, /chuteiras, /tenis). The category query retries once
 * (SPEC §9); an unknown or inactive slug shows the not-found view (the server answers 404 too).
 */
export function CategoryListing({
  slug,
  searchPlaceholder,
}: {
  slug: string;
  /** Examples for the search box (the shoe pages'); the food examples otherwise. */
  searchPlaceholder?: string;
}) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  const { data: category, isPending, isError, error, refetch } = useCategory(slug);
  const { query, update } = useListQuery();
  const name = category ? localized(category.name, category.nameEn, language) : null;
  usePageTitle(name);

  if (isPending) return <FullPageLoading />;
  if (isError) {
    if (error instanceof ApiError && error.status === 404)
      return <CatalogueNotFound title={t('category.notFoundTitle')} body={t('category.notFoundBody')} />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <ErrorState message={t('category.loadFailed')} onRetry={() => void refetch()} />
      </div>
    );
  }
  const description = localized(category.description, category.descriptionEn, language);
  return (
    <div className="mx-auto max-w-7xl px-4 pt-10 pb-4 sm:px-6 sm:pt-14">
      <header className="grid items-center gap-6 sm:grid-cols-[1fr_auto]">
        <div className="max-w-2xl">
          <h1 className="text-4xl text-ink sm:text-5xl">{name}</h1>
          {description && <p className="mt-3 text-lg text-ink-soft">{description}</p>}
        </div>
        {category.imageUrl && (
          <ResponsivePicture
            src={category.imageUrl}
            sizes="224px"
            alt=""
            width={800}
            height={600}
            className="hidden w-56 rounded-2xl shadow-card ring-1 ring-line/70 sm:block"
          />
        )}
      </header>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchBox
          value={query.q ?? ''}
          onSearch={(q) => update({ q: q.trim() || undefined }, { replace: true })}
          placeholder={searchPlaceholder}
        />
        <SortSelect value={query.sort} onSort={(sort) => update({ sort })} />
      </div>
      <div className="mt-8">
        <ProductList
          query={{ ...query, category: slug }}
          onPage={(page) => update({ page })}
          onClear={query.q ? () => update({ q: undefined }) : undefined}
        />
      </div>
    </div>
  );
}

export default function CategoryPage() {
  const { slug = '' } = useParams();
  return <CategoryListing key={slug} slug={slug} />;
}
