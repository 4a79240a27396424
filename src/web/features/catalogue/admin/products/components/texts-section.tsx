import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TEXT_LIMITS } from '@/shared/text-limits';
import { CountedTextarea } from '@/web/components/ui/counted-textarea';
import { FormField } from '@/web/components/ui/form';
import { FormSection } from '@/web/components/ui/form-section';
import { Input } from '@/web/components/ui/input';
import { type EditorValues, followedSlug } from '../lib/editor-values';

/** Name and description in both languages, and the slug (made from the name until edited). */
export function TextsSection({
  slugEdited,
  onSlugEdited,
}: {
  slugEdited: boolean;
  onSlugEdited: () => void;
}) {
  const { t } = useTranslation('productsAdmin');
  const { control, setValue, getValues } = useFormContext<EditorValues>();
  return (
    <FormSection legend={t('editor.texts')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField control={control} name="name" label={t('editor.name')}>
          {(field) => (
            <Input
              {...field}
              maxLength={120}
              autoComplete="off"
              onChange={(event) => {
                void field.onChange(event);
                if (!slugEdited)
                  setValue('slug', followedSlug(false, event.target.value, getValues('slug')), {
                    shouldDirty: true,
                  });
              }}
            />
          )}
        </FormField>
        <FormField control={control} name="nameEn" label={t('editor.nameEn')}>
          {(field) => <Input {...field} maxLength={120} autoComplete="off" />}
        </FormField>
        <FormField
          control={control}
          name="slug"
          label={t('editor.slug')}
          hint={t('editor.slugHint')}
          className="sm:col-span-2"
        >
          {(field) => (
            <Input
              {...field}
              maxLength={80}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => {
                onSlugEdited();
                void field.onChange(event);
              }}
            />
          )}
        </FormField>
        <FormField control={control} name="description" label={t('editor.description')}>
          {(field) => <CountedTextarea {...field} rows={4} limit={TEXT_LIMITS.productDescription} />}
        </FormField>
        <FormField control={control} name="descriptionEn" label={t('editor.descriptionEn')}>
          {(field) => <CountedTextarea {...field} rows={4} limit={TEXT_LIMITS.productDescription} />}
        </FormField>
      </div>
    </FormSection>
  );
}
