import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Copy, ExternalLink, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { productInput } from '@/shared/catalogue/product-schemas';
import { paths } from '@/shared/routes';
import { Button } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { Form, FormError, useServerRefusal, useZodForm } from '@/web/components/ui/form';
import { FormAlert } from '@/web/components/ui/form-alert';
import { Spinner } from '@/web/components/ui/spinner';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useUnsavedWarning } from '@/web/lib/use-unsaved-warning';
import { useServerMessages } from '@/web/lib/validation-messages';
import { useCategoryOptions } from './products/api/category-options';
import { staffProductKeys } from './products/api/keys';
import { type StaffProduct, useStaffProduct } from './products/api/staff-products';
import {
  useCreateProduct,
  useDeleteProduct,
  useDuplicateProduct,
  useUpdateProduct,
} from './products/api/write-product';
import { CutOptionsSection } from './products/components/cut-options-section';
import { ExtrasSection } from './products/components/extras-section';
import { OrganisationSection, StatusSection } from './products/components/organisation-section';
import { PricingSection } from './products/components/pricing-section';
import { ProductPicturesSection } from './products/components/product-pictures-section';
import { ScaleLabelSection } from './products/components/scale-label-section';
import { TextsSection } from './products/components/texts-section';
import { useProductToasts } from './products/components/use-product-toasts';
import { VariationsSection } from './products/components/variations-section';
import { type EditorValues, editorValuesOf } from './products/lib/editor-values';
import { productPaths } from './products/lib/paths';
import { useMayEditProducts, useMayManageAll } from './products/lib/use-may-manage-all';
import './categories/i18n';
import './products/i18n';
import { LOW_STOCK_DEFAULTS, type LowStockDefaults } from '@/shared/catalogue/low-stock';
import { AuditHistoryLink } from '@/web/components/admin/audit-history-link';

/** The editor itself, for a product as loaded (null: a new one). Values survive a refused save. */
function ProductEditor({
  product,
  stockDefaults = LOW_STOCK_DEFAULTS,
}: {
  product: StaffProduct | null;
  stockDefaults?: LowStockDefaults;
}) {
  const { t } = useTranslation('productsAdmin');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toasts = useProductToasts();
  const mayManageAll = useMayManageAll();
  const mayEdit = useMayEditProducts();
  const categories = useCategoryOptions(mayManageAll);
  const form = useZodForm<typeof productInput, EditorValues>(productInput, {
    defaultValues: editorValuesOf(product),
  });
  const refuse = useServerRefusal(form);
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const duplicate = useDuplicateProduct();
  const remove = useDeleteProduct();
  const [slugEdited, setSlugEdited] = useState(product !== null);
  const [deleting, setDeleting] = useState(false);
  const dirty = form.formState.isDirty && !form.formState.isSubmitSuccessful;
  useUnsavedWarning(form.formState.isDirty, t('editor.leaveWarning'));

  const save = async (values: ReturnType<typeof productInput.parse>) => {
    try {
      if (product) {
        const { product: saved } = await update.mutateAsync({
          ...values,
          id: product.id,
          updatedAt: product.updatedAt,
        });
        queryClient.setQueryData(staffProductKeys.one(saved.id), (old: object | undefined) => ({
          ...old,
          product: saved,
        }));
        form.reset(editorValuesOf(saved));
        toasts.success('updated');
      } else {
        const { product: saved } = await create.mutateAsync(values);
        queryClient.setQueryData(staffProductKeys.one(saved.id), (old: object | undefined) => ({
          ...old,
          product: saved,
        }));
        form.reset(editorValuesOf(saved));
        toasts.success('created');
        navigate(productPaths.edit(saved.id), { replace: true });
      }
    } catch (error) {
      refuse(error, t('toast.failed', { detail: toasts.failureText(error) }), { alert: 'always' });
      toasts.failure(error);
    }
  };

  const onDuplicate = () =>
    product &&
    duplicate.mutate(product.id, {
      onSuccess: ({ product: copy }) => {
        toasts.success('duplicated');
        navigate(productPaths.edit(copy.id));
      },
      onError: (error) => toasts.failure(error),
    });

  const onDelete = async () => {
    if (!product) return;
    try {
      await remove.mutateAsync(product.id);
      form.reset(form.getValues());
      toasts.success('deleted');
      navigate(productPaths.list);
    } catch (error) {
      toasts.failure(error);
      form.setError('root.server', { type: 'server', message: toasts.failureText(error) });
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Form form={form} onSubmit={save} className="space-y-6 pb-28">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <Link
            to={productPaths.list}
            className="inline-flex items-center gap-1.5 text-sm text-ink-soft hover:text-brand"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('editor.back')}
          </Link>
          <h1 className="mt-2 text-4xl text-ink">{product ? product.name : t('editor.newTitle')}</h1>
        </div>
        {product && (
          <div className="flex flex-wrap gap-2">
            <AuditHistoryLink entity="product" id={product.id} />
            {product.isActive && (
              <a
                href={paths.product(product.slug)}
                target="_blank"
                rel="noreferrer"
                className="inline-flex h-9 items-center gap-1.5 rounded-full px-4 text-sm text-ink-soft ring-1 ring-line hover:bg-parchment"
              >
                <ExternalLink aria-hidden="true" className="size-4" />
                {t('editor.viewInShop')}
              </a>
            )}
            {mayManageAll && (
              <>
                <Button variant="secondary" size="sm" onClick={onDuplicate} disabled={duplicate.isPending}>
                  <Copy aria-hidden="true" />
                  {t('editor.duplicate')}
                </Button>
                <Button variant="secondary" size="sm" onClick={() => setDeleting(true)}>
                  <Trash2 aria-hidden="true" />
                  {t('editor.delete')}
                </Button>
              </>
            )}
          </div>
        )}
      </div>
      <FormError />
      {!mayEdit && <p className="text-ink-soft">{t('editor.readOnly')}</p>}
      {/* Read only for whoever may not change products (an operator): every field and button off. */}
      <fieldset disabled={!mayEdit} className="min-w-0 space-y-6">
        <TextsSection slugEdited={slugEdited} onSlugEdited={() => setSlugEdited(true)} />
        <Controller
          control={form.control}
          name="imageUrls"
          render={({ field }) => (
            <ProductPicturesSection value={field.value ?? []} onChange={field.onChange} />
          )}
        />
        <PricingSection />
        <VariationsSection stockDefaults={stockDefaults} />
        <ExtrasSection />
        <CutOptionsSection />
        <OrganisationSection categories={categories} mayMove={mayManageAll} />
        <ScaleLabelSection />
        <StatusSection />
      </fieldset>
      {mayEdit && (
        <div className="sticky bottom-0 z-10 -mx-4 border-t border-line/70 bg-cream/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6">
          <div className="flex items-center justify-end gap-3">
            {dirty && <p className="mr-auto text-sm text-ember-dark">{t('editor.unsaved')}</p>}
            <Link
              to={productPaths.list}
              className="inline-flex h-11 items-center rounded-full px-5 text-sm text-ink-soft hover:bg-parchment"
            >
              {t('editor.cancel')}
            </Link>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting
                ? t('editor.saving')
                : product
                  ? t('editor.save')
                  : t('editor.create')}
            </Button>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('confirmDelete.title', { name: product?.name ?? '' })}
        description={t('confirmDelete.body')}
        confirmLabel={t('confirmDelete.confirm')}
        cancelLabel={t('confirmDelete.cancel')}
        busy={remove.isPending}
        onConfirm={() => void onDelete()}
      />
    </Form>
  );
}

/** /admin/produtos/novo and /admin/produtos/:id: the whole product on one page (decision 030). */
export default function ProductEditorPage() {
  const { t } = useTranslation('productsAdmin');
  const server = useServerMessages();
  const { id } = useParams();
  const isNew = id === undefined;
  const query = useStaffProduct(isNew ? null : id);
  usePageTitle(isNew ? t('editor.newTitle') : (query.data?.product.name ?? t('editor.editTitle')));
  if (isNew) return <ProductEditor key="new" product={null} />;
  if (query.isPending)
    return (
      <div className="grid min-h-[40vh] place-items-center">
        <Spinner label={t('loading')} />
      </div>
    );
  if (query.isError)
    return (
      <div className="space-y-4">
        <FormAlert>{server.error(query.error, t('editor.loadError'))}</FormAlert>
        <Link to={productPaths.list} className="text-brand underline">
          {t('editor.back')}
        </Link>
      </div>
    );
  return (
    <ProductEditor
      key={query.data.product.id}
      product={query.data.product}
      stockDefaults={query.data.stockDefaults}
    />
  );
}
