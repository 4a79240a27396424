import { FolderTree, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListLoad, ListSkeleton } from '@/web/components/admin/list-load';
import { AdminPageHeader } from '@/web/components/admin/page-header';
import { useConfirmedDelete } from '@/web/components/admin/use-confirmed-delete';
import { Button } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { EmptyState } from '@/web/components/ui/empty-state';
import { usePageTitle } from '@/web/lib/use-page-title';
import { type StaffCategoryRow, useStaffCategories } from './categories/api/get-staff-categories';
import { useDeleteCategory, useReorderCategories, useUpdateCategory } from './categories/api/write-category';
import { CategoryFormDialog } from './categories/components/category-form-dialog';
import { CategoryList } from './categories/components/category-list';
import { useCategoryToasts } from './categories/components/use-category-toasts';
import './categories/i18n';

/**
 * /admin/categorias: the shop's categories in display order (admins; SPEC §6, §7.2). Create and
 * edit in a dialog, activate or deactivate, delete after a confirmation that says how many products
 * are linked, reorder by dragging or with the move buttons. Every change reaches the storefront at
 * its next request.
 */
export default function CategoriesPage() {
  const { t } = useTranslation('categories');
  usePageTitle(t('title'));
  const toasts = useCategoryToasts();
  const query = useStaffCategories();
  const reorder = useReorderCategories((error) => toasts.failure('update', error));
  const update = useUpdateCategory();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<{ category: StaffCategoryRow | null } | null>(null);
  const deletion = useConfirmedDelete<StaffCategoryRow>(remove.mutateAsync, {
    success: () => toasts.success('delete'),
    failure: (error) => toasts.failure('delete', error),
  });
  const deleting = deletion.target;
  const [announcement, setAnnouncement] = useState('');
  const categories = query.data?.categories ?? [];

  const onReorder = (ids: string[], moved: StaffCategoryRow) => {
    setAnnouncement(t('moved', { name: moved.name, position: ids.indexOf(moved.id) + 1, total: ids.length }));
    reorder(ids);
  };

  const onToggle = (category: StaffCategoryRow) => {
    update.mutate(
      { id: category.id, isActive: !category.isActive, updatedAt: category.updatedAt },
      {
        onSuccess: () => {
          setAnnouncement(t(category.isActive ? 'deactivated' : 'activated', { name: category.name }));
          toasts.success('update');
        },
        onError: (error) => toasts.failure('update', error),
      },
    );
  };

  const create = (
    <Button onClick={() => setEditing({ category: null })}>
      <Plus aria-hidden="true" />
      {t('new')}
    </Button>
  );

  return (
    <div>
      <AdminPageHeader title={t('title')} lead={t('lead')} action={categories.length > 0 && create} />
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <div className="mt-6" aria-busy={query.isFetching}>
        <ListLoad
          query={query}
          texts={{ loading: t('loading'), error: t('loadError'), retry: t('retry') }}
          placeholder={<ListSkeleton label={t('loading')} lead="h-5 w-6 rounded" />}
        >
          {categories.length === 0 ? (
            <EmptyState icon={FolderTree} title={t('empty.title')} body={t('empty.body')}>
              {create}
            </EmptyState>
          ) : (
            <>
              <p className="mb-3 text-sm text-muted">{t('reorderHint')}</p>
              <CategoryList
                categories={categories}
                onReorder={onReorder}
                onEdit={(category) => setEditing({ category })}
                onToggle={onToggle}
                onDelete={deletion.ask}
              />
            </>
          )}
        </ListLoad>
      </div>
      <CategoryFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        category={editing?.category ?? null}
        nextOrder={categories.reduce((max, c) => Math.max(max, c.displayOrder + 1), 0)}
      />
      <ConfirmDialog
        {...deletion.dialog}
        title={t('confirmDelete.title', { name: deleting?.name ?? '' })}
        description={
          deleting && deleting.productCount > 0
            ? t('confirmDelete.linked', { count: deleting.productCount })
            : t('confirmDelete.none')
        }
        confirmLabel={t('confirmDelete.confirm')}
        cancelLabel={t('confirmDelete.cancel')}
        busy={remove.isPending}
      />
    </div>
  );
}
