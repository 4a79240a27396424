import { useTranslation } from 'react-i18next';
import { PictureField } from '@/web/components/pictures/components/picture-field';
import { BANNER_PICTURE } from '@/web/features/catalogue/components/banner-slide';

/**
 * The banner's picture: uploaded through the shop's picture pipeline, with its refusal under it.
 * It says the size the hero wants (twice its 720 × 560 frame) and previews the picture in that
 * frame and fit, so staff see what the hero will crop (issue 39).
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
    <div className="space-y-2">
      <PictureField
        value={value}
        onChange={onChange}
        label={label}
        hint={t('banners.form.pictureSize', {
          width: BANNER_PICTURE.width * 2,
          height: BANNER_PICTURE.height * 2,
        })}
        frame={{
          className: BANNER_PICTURE.fit,
          width: BANNER_PICTURE.width,
          height: BANNER_PICTURE.height,
          caption: t('banners.form.pictureCrop'),
        }}
      />
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
