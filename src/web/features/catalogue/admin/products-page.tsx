import { Package, Plus, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ListLoad, ListSkeleton } from '@/web/components/admin/list-load';
import { Button, buttonVariants } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { EmptyState } from '@/web/components/ui/empty-state';
import { Pagination } from '@/web/components/ui/pagination';
import { Select } from '@/web/components/ui/select';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useCategoryOptions } from './products/api/category-options';
import { type StaffProductRow, useStaffProducts } from './products/api/staff-products';
import { useDeleteProduct, useDuplicateProduct } from './products/api/write-product';
import { ExtrasDialog } from './products/components/extras-dialog';
import { ProductCards } from './products/components/product-cards';
import { ProductFilters } from './products/components/product-filters';
import { ProductTable } from './products/components/product-table';
import { useProductToasts } from './products/components/use-product-toasts';
import { hasListFilters, listSearch, readListQuery, sortBy } from './products/lib/list-filters';
import { productPaths } from './products/lib/paths';
import { useMayManageAll } from './products/lib/use-may-manage-all';
import './categories/i18n';
import './products/i18n';
import { STAFF_PAGE_SIZES } from '@/shared/catalogue/product-schemas';

/**
 * /admin/produtos: the catalogue the stores share (decision 030). Search, filters, sort and page
 * live in the URL. Managers edit; creating, duplicating and deleting are for admins.
 */
export default function ProductsPage() {
  const { t } = useTranslation('productsAdmin');
  usePageTitle(t('title'));
  const toasts = useProductToasts();
  const navigate = useNavigate();
  const mayManageAll = useMayManageAll();
  const [search, setSearch] = useSearchParams();
  const query = readListQuery(search);
  const list = useStaffProducts(query);
  const categories = useCategoryOptions(mayManageAll);
  const duplicate = useDuplicateProduct();
  const remove = useDeleteProduct();
  const [deleting, setDeleting] = useState<StaffProductRow | null>(null);
  const [extrasOpen, setExtrasOpen] = useState(false);
  const show = (next: typeof query) => setSearch(listSearch(next));
  const page = list.data;

  const onDuplicate = (p: StaffProductRow) =>
    duplicate.mutate(p.id, {
      onSuccess: ({ product }) => {
        toasts.success('duplicated');
        navigate(productPaths.edit(product.id));
      },
      onError: (error) => toasts.failure(error),
    });

  const onDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toasts.success('deleted');
    } catch (error) {
      toasts.failure(error);
    } finally {
      setDeleting(null);
    }
  };

  const create = mayManageAll && (
    <Link to={productPaths.create} className={buttonVariants()}>
      <Plus aria-hidden="true" />
      {t('new')}
    </Link>
  );
  const pages = page ? Math.max(1, page.totalPages) : 1;

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-4xl text-ink">{t('title')}</h1>
          <p className="mt-2 text-ink-soft">{t('lead')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setExtrasOpen(true)}>
            <Sparkles aria-hidden="true" />
            {t('extras')}
          </Button>
          {create}
        </div>
      </div>
      <div className="mt-6">
        <ProductFilters query={query} categories={categories} onChange={show} />
      </div>
      <div className="mt-6" aria-busy={list.isFetching}>
        <ListLoad
          query={list}
          texts={{ loading: t('loading'), error: t('loadError'), retry: t('retry') }}
          placeholder={<ListSkeleton label={t('loading')} rows={5} lead="size-12 rounded-xl" />}
        >
          {page && page.items.length === 0 ? (
            <EmptyState
              icon={Package}
              title={t('empty.title')}
              body={hasListFilters(query) ? t('empty.filtered') : t('empty.none')}
            >
              {hasListFilters(query) ? (
                <Button variant="secondary" onClick={() => show(readListQuery(new URLSearchParams()))}>
                  {t('empty.clear')}
                </Button>
              ) : (
                create
              )}
            </EmptyState>
          ) : (
            page && (
              <>
                <p className="mb-3 text-sm text-muted" aria-live="polite">
                  {t('total', { count: page.total })}
                </p>
                <ProductTable
                  items={page.items}
                  query={query}
                  onSort={(column) => show(sortBy(query, column))}
                  mayManageAll={mayManageAll}
                  onDuplicate={onDuplicate}
                  onDelete={setDeleting}
                />
                <ProductCards
                  items={page.items}
                  mayManageAll={mayManageAll}
                  onDuplicate={onDuplicate}
                  onDelete={setDeleting}
                />
                <div className="flex flex-wrap items-center justify-between gap-4">
                  <Pagination
                    layout="spread"
                    className="grow"
                    page={page.page}
                    totalPages={pages}
                    onPage={(n) => show({ ...query, page: n })}
                    labels={{
                      nav: t('pagination'),
                      previous: t('previous'),
                      next: t('next'),
                      pageOf: t('pageOf', { page: page.page, pages }),
                    }}
                  />
                  <label className="mt-6 flex items-center gap-2 text-sm whitespace-nowrap text-ink-soft">
                    {t('pageSize')}
                    <Select
                      className="h-9 w-24 py-0"
                      value={query.pageSize}
                      onChange={(e) => show({ ...query, pageSize: Number(e.target.value), page: 1 })}
                    >
                      {STAFF_PAGE_SIZES.map((n) => (
                        <option key={n} value={n}>
                          {n}
                        </option>
                      ))}
                    </Select>
                  </label>
                </div>
              </>
            )
          )}
        </ListLoad>
      </div>
      <ExtrasDialog open={extrasOpen} onOpenChange={setExtrasOpen} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('confirmDelete.title', { name: deleting?.name ?? '' })}
        description={t('confirmDelete.body')}
        confirmLabel={t('confirmDelete.confirm')}
        cancelLabel={t('confirmDelete.cancel')}
        busy={remove.isPending}
        onConfirm={() => void onDelete()}
      />
    </div>
  );
}
