import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { localized } from '@/shared/catalogue/rules';
import { TAX_CLASSES } from '@/shared/tax/classes';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Field } from '@/web/components/ui/field';
import { FormField, useFieldError } from '@/web/components/ui/form';
import { FormSection } from '@/web/components/ui/form-section';
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import type { CategoryOption } from '../api/category-options';
import { type EditorValues, tagsFromText } from '../lib/editor-values';
import { NumberField } from './money-field';

function TagsField({ name, label }: { name: 'availableSizes' | 'availableColors'; label: string }) {
  const { t } = useTranslation('productsAdmin');
  const { control } = useFormContext<EditorValues>();
  const error = useFieldError(name);
  return (
    <Field label={label} hint={t('editor.tagsHint')} error={error}>
      {(wiring) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Input
              {...wiring}
              name={field.name}
              autoComplete="off"
              defaultValue={(field.value ?? []).join(', ')}
              onChange={(event) => field.onChange(tagsFromText(event.target.value))}
              onBlur={field.onBlur}
            />
          )}
        />
      )}
    </Field>
  );
}

/** Category (admins only may change it), brand, flags, sizes and colours, order and status. */
export function OrganisationSection({
  categories,
  mayMove,
}: {
  categories: CategoryOption[];
  mayMove: boolean;
}) {
  const { t, i18n } = useTranslation('productsAdmin');
  const { control } = useFormContext<EditorValues>();
  const categoryError = useFieldError('categoryId');
  return (
    <FormSection legend={t('editor.organisation')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('editor.category')}
          hint={mayMove ? undefined : t('editor.categoryLocked')}
          error={categoryError}
        >
          {(wiring) => (
            <Controller
              control={control}
              name="categoryId"
              render={({ field }) => (
                <Select
                  {...wiring}
                  name={field.name}
                  disabled={!mayMove}
                  value={field.value ?? ''}
                  onChange={(event) => field.onChange(event.target.value || null)}
                >
                  <option value="">{t('editor.noCategory')}</option>
                  {categories.map((c) => (
                    <option key={c.id} value={c.id}>
                      {localized(c.name, c.nameEn, i18n.language)}
                    </option>
                  ))}
                </Select>
              )}
            />
          )}
        </Field>
        <FormField control={control} name="brand" label={t('editor.brand')}>
          {(field) => <Input {...field} maxLength={80} autoComplete="off" />}
        </FormField>
        <FormField control={control} name="taxClass" label={t('editor.taxClass')}>
          {(field) => (
            <Select {...field}>
              <option value="">{t('editor.taxClassFollow')}</option>
              {TAX_CLASSES.map((c) => (
                <option key={c} value={c}>
                  {t(`editor.taxClasses.${c}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <TagsField name="availableSizes" label={t('editor.sizes')} />
        <TagsField name="availableColors" label={t('editor.colors')} />
        <NumberField name="displayOrder" label={t('editor.displayOrder')} kind="number" />
        <div className="space-y-3 sm:pt-7">
          <FormField control={control} name="featured" label={t('editor.featured')} layout="inline">
            {(field) => <Checkbox {...field} className="mt-1 size-4" />}
          </FormField>
          <FormField control={control} name="brazilianCut" label={t('editor.brazilianCut')} layout="inline">
            {(field) => <Checkbox {...field} className="mt-1 size-4" />}
          </FormField>
        </div>
      </div>
    </FormSection>
  );
}

export function StatusSection() {
  const { t } = useTranslation('productsAdmin');
  const { control } = useFormContext<EditorValues>();
  return (
    <FormSection legend={t('editor.statusSection')}>
      <FormField
        control={control}
        name="isActive"
        label={t('editor.isActive')}
        hint={t('editor.draftHint')}
        layout="inline"
      >
        {(field) => <Checkbox {...field} className="mt-1 size-4" />}
      </FormField>
    </FormSection>
  );
}
