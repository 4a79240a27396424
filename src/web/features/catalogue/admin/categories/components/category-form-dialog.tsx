import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CategoryInput, categoryInput } from '@/shared/catalogue/category-schemas';
import { slugFromName } from '@/shared/catalogue/rules';
import { DEFAULT_TAX_CLASS, TAX_CLASSES, type TaxClass } from '@/shared/tax/classes';
import { TEXT_LIMITS } from '@/shared/text-limits';
import { PictureField } from '@/web/components/pictures/components/picture-field';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import { CountedTextarea } from '@/web/components/ui/counted-textarea';
import {
  Dialog,
  DialogCloseButton,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/web/components/ui/dialog';
import {
  Form,
  FormError,
  FormField,
  useFieldError,
  useServerRefusal,
  useZodForm,
} from '@/web/components/ui/form';
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import { useServerMessages } from '@/web/lib/validation-messages';
import type { StaffCategoryRow } from '../api/get-staff-categories';
import { useCreateCategory, useUpdateCategory } from '../api/write-category';
import { useCategoryToasts } from './use-category-toasts';

type Values = {
  name: string;
  nameEn: string;
  slug: string;
  description: string;
  descriptionEn: string;
  /** An uploaded picture's URL (or an address kept from before uploads), null for none. */
  imageUrl: string | null;
  isActive: boolean;
  displayOrder: number;
  taxClass: TaxClass;
  takesPrepNotes: boolean;
};

const valuesOf = (category: StaffCategoryRow | null, nextOrder: number): Values => ({
  name: category?.name ?? '',
  nameEn: category?.nameEn ?? '',
  slug: category?.slug ?? '',
  description: category?.description ?? '',
  descriptionEn: category?.descriptionEn ?? '',
  imageUrl: category?.imageUrl ?? null,
  isActive: category?.isActive ?? true,
  displayOrder: category?.displayOrder ?? nextOrder,
  taxClass: category?.taxClass ?? DEFAULT_TAX_CLASS,
  takesPrepNotes: category?.takesPrepNotes ?? false,
});

/**
 * Create or edit a category in a dialog, checked with the API's own schema (decision 024). While
 * the slug has not been typed in, it follows the name. An edit sends the version it started from,
 * so a colleague's newer save is not overwritten (the server answers 409 and the list reloads).
 */
function CategoryForm({
  category,
  nextOrder,
  onDone,
}: {
  category: StaffCategoryRow | null;
  nextOrder: number;
  onDone: () => void;
}) {
  const { t } = useTranslation('categories');
  const toasts = useCategoryToasts();
  const server = useServerMessages();
  const form = useZodForm<typeof categoryInput, Values>(categoryInput, {
    defaultValues: valuesOf(category, nextOrder),
  });
  const refuse = useServerRefusal(form);
  const create = useCreateCategory();
  const update = useUpdateCategory();
  // A new category's slug follows its name until the person edits the slug; an existing slug stays.
  const [slugEdited, setSlugEdited] = useState(category !== null);
  const imageUrl = form.watch('imageUrl');
  const imageError = useFieldError('imageUrl', form.control);

  const save = async (values: CategoryInput) => {
    const kind = category ? 'update' : 'create';
    try {
      if (category) await update.mutateAsync({ ...values, id: category.id, updatedAt: category.updatedAt });
      else await create.mutateAsync(values);
      toasts.success(kind);
      onDone();
    } catch (error) {
      // The refusal lands on its fields (a taken slug) or above the form (a colleague saved first).
      refuse(error, toasts.failureText(kind, error));
      // A refusal told on its fields (a taken slug) needs no second copy above the form.
      const placed = Object.keys(server.fields(error)).some(
        (name) => form.getFieldState(name as keyof Values).error,
      );
      if (placed) form.clearErrors('root.server');
      toasts.failure(kind, error);
    }
  };
  return (
    <Form form={form} onSubmit={save} className="mt-5 space-y-4">
      <FormError />
      <FormField control={form.control} name="name" label={t('form.name')}>
        {(field) => (
          <Input
            {...field}
            maxLength={80}
            autoComplete="off"
            onChange={(event) => {
              void field.onChange(event);
              if (!slugEdited) form.setValue('slug', slugFromName(event.target.value));
            }}
          />
        )}
      </FormField>
      <FormField control={form.control} name="slug" label={t('form.slug')} hint={t('form.slugHint')}>
        {(field) => (
          <Input
            {...field}
            maxLength={80}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => {
              setSlugEdited(true);
              void field.onChange(event);
            }}
          />
        )}
      </FormField>
      <FormField control={form.control} name="nameEn" label={t('form.nameEn')}>
        {(field) => <Input {...field} maxLength={80} autoComplete="off" />}
      </FormField>
      <FormField control={form.control} name="description" label={t('form.descriptionPt')}>
        {(field) => <CountedTextarea {...field} rows={2} limit={TEXT_LIMITS.categoryDescription} />}
      </FormField>
      <FormField control={form.control} name="descriptionEn" label={t('form.descriptionEn')}>
        {(field) => <CountedTextarea {...field} rows={2} limit={TEXT_LIMITS.categoryDescription} />}
      </FormField>
      {/* The same upload as a product's or banner's picture (decision 066); an address saved
          before uploads existed shows here as the current picture until it is replaced or removed. */}
      <div className="space-y-2">
        <PictureField
          label={t('form.picture')}
          value={imageUrl}
          onChange={(url) => form.setValue('imageUrl', url, { shouldDirty: true, shouldValidate: true })}
        />
        {imageError && (
          <p role="alert" className="text-sm text-red-700">
            {imageError}
          </p>
        )}
      </div>
      <FormField
        control={form.control}
        name="taxClass"
        label={t('form.taxClass')}
        hint={t('form.taxClassHint')}
      >
        {(field) => (
          <Select {...field}>
            {TAX_CLASSES.map((c) => (
              <option key={c} value={c}>
                {t(`form.taxClasses.${c}`)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField
        control={form.control}
        name="takesPrepNotes"
        label={t('form.takesPrepNotes')}
        hint={t('form.takesPrepNotesHint')}
        layout="inline"
      >
        {(field) => <Checkbox {...field} className="mt-1 size-4" />}
      </FormField>
      <FormField control={form.control} name="isActive" label={t('form.isActive')} layout="inline">
        {(field) => <Checkbox {...field} className="mt-1 size-4" />}
      </FormField>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {category ? t('form.save') : t('form.create')}
        </Button>
      </div>
    </Form>
  );
}

export function CategoryFormDialog({
  open,
  onOpenChange,
  category,
  nextOrder,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** null: a new category. */
  category: StaffCategoryRow | null;
  nextOrder: number;
}) {
  const { t } = useTranslation('categories');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent layout="drawer">
        <div className="flex items-start justify-between gap-4">
          <DialogTitle>{category ? t('form.editTitle') : t('form.createTitle')}</DialogTitle>
          <DialogCloseButton label={t('form.close')} className="-mt-1 -mr-2" />
        </div>
        <DialogDescription className="text-sm">{t('form.description')}</DialogDescription>
        {/* A new form per opening, so its values start from the version shown in the list. */}
        {open && (
          <CategoryForm
            key={category?.id ?? 'new'}
            category={category}
            nextOrder={nextOrder}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
