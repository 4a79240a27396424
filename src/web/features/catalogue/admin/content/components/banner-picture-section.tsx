import { ImageOff, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../../components/ui/button';
import { Field } from '../../../../../components/ui/field';
import { Input } from '../../../../../components/ui/input';

/**
 * The banner's picture: the current one with a remove button, and its address. Same props as the
 * media feature's PictureField (`value`, `onChange`, `label`), which replaces this once merged
 * (decision 031): the form keeps `imageUrl` in its values either way.
 */
export function BannerPictureSection({
  value,
  onChange,
  label,
  error,
}: {
  value: string | null;
  onChange: (url: string | null) => void;
  label: string;
  error?: string | undefined;
}) {
  const { t } = useTranslation('content');
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-ink">{label}</legend>
      <div className="flex items-center gap-4">
        <div className="grid h-20 w-28 shrink-0 place-items-center overflow-hidden rounded-xl bg-charcoal ring-1 ring-line">
          {value ? (
            <img src={value} alt="" className="h-full w-full object-cover" />
          ) : (
            <ImageOff aria-hidden="true" className="size-6 text-cream/60" />
          )}
        </div>
        {value ? (
          <Button variant="secondary" size="sm" onClick={() => onChange(null)}>
            <X aria-hidden="true" />
            {t('banners.form.pictureRemove')}
          </Button>
        ) : (
          <p className="text-sm text-muted">{t('banners.form.pictureNone')}</p>
        )}
      </div>
      <Field label={t('banners.form.pictureUrl')} hint={t('banners.form.pictureHint')} error={error}>
        {(control) => (
          <Input
            {...control}
            value={value ?? ''}
            maxLength={500}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => onChange(event.target.value.trim() || null)}
          />
        )}
      </Field>
    </fieldset>
  );
}
