import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../../../components/ui/form';
import { FormSection } from '../../../../../components/ui/form-section';

/**
 * The product's pictures (main one first). For now it shows them with a remove button; the upload
 * field (PictureListField of features/media) takes its place once that lands (decision 030).
 */
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
      {value.length === 0 ? (
        <p className="text-sm text-ink-soft">{t('editor.noPictures')}</p>
      ) : (
        <ul className="flex flex-wrap gap-3">
          {value.map((url, i) => (
            <li key={url} className="relative">
              <img
                src={url}
                alt=""
                className="size-24 rounded-2xl bg-parchment object-cover ring-1 ring-line/60"
              />
              {i === 0 && (
                <span className="absolute bottom-1.5 left-1.5 rounded-full bg-ink/80 px-2 py-0.5 text-[11px] font-semibold text-white">
                  {t('editor.mainPicture')}
                </span>
              )}
              <button
                type="button"
                aria-label={t('editor.removePicture', { position: i + 1 })}
                onClick={() => onChange(value.filter((_, j) => j !== i))}
                className="absolute -top-2 -right-2 grid size-7 place-items-center rounded-full bg-white text-ink shadow-card ring-1 ring-line hover:bg-parchment focus-visible:outline-2"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && <p className="mt-2 text-sm text-red-700">{error}</p>}
    </FormSection>
  );
}
