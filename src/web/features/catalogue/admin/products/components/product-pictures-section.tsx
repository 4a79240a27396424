import { useTranslation } from 'react-i18next';
import { PictureListField } from '@/web/components/pictures/components/picture-list-field';
import { useFieldError } from '@/web/components/ui/form';
import { FormSection } from '@/web/components/ui/form-section';

/** The product's pictures, uploaded, reordered and removed in place (the first is the main one). */
export function ProductPicturesSection({
  value,
  onChange,
}: {
  value: string[];
  onChange: (urls: string[]) => void;
}) {
  const { t } = useTranslation('productsAdmin');
  const error = useFieldError('imageUrls');
  return (
    <FormSection legend={t('editor.pictures')}>
      <p className="-mt-2 mb-4 text-sm text-muted">{t('editor.picturesHint')}</p>
      <PictureListField value={value} onChange={onChange} label={t('editor.picturesField')} />
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </FormSection>
  );
}
