import { useTranslation } from 'react-i18next';
import type { Banner } from '@/shared/catalogue/types';
import { BANNER_BACKDROP, BannerSlide } from '@/web/features/catalogue/components/banner-slide';

type Slide = Pick<
  Banner,
  | 'titlePt'
  | 'titleEn'
  | 'subtitlePt'
  | 'subtitleEn'
  | 'buttonTextPt'
  | 'buttonTextEn'
  | 'imageUrl'
  | 'linkUrl'
>;

/**
 * The banner as the home carousel draws it, in Portuguese and in English, drawn with the
 * storefront's own slide (BannerSlide) at a smaller scale. Inert: its button only shows the look.
 */
export function BannerPreview({ banner }: { banner: Slide }) {
  const { t } = useTranslation('content');
  const languages = [
    ['pt-BR', t('portuguese')],
    ['en', t('english')],
  ] as const;
  return (
    <div className="space-y-4">
      <h3 className="text-sm font-semibold uppercase tracking-wider text-ink-soft">
        {t('banners.form.preview')}
      </h3>
      {languages.map(([language, name]) => (
        <figure key={language} className="space-y-2" data-testid={`banner-preview-${language}`}>
          <figcaption className="text-xs font-medium text-muted">
            {t('banners.form.previewLabel', { language: name })}
          </figcaption>
          <div
            inert
            lang={language}
            className="relative isolate overflow-hidden rounded-2xl bg-charcoal text-cream shadow-card"
          >
            <div aria-hidden="true" className={BANNER_BACKDROP} />
            {banner.titlePt.trim() ? (
              <div className="grid items-center gap-6 px-8 py-6 [zoom:0.5] lg:grid-cols-[1.15fr_1fr]">
                <BannerSlide banner={banner} language={language} />
              </div>
            ) : (
              <p className="px-6 py-10 text-center text-sm text-cream/80">{t('banners.form.previewEmpty')}</p>
            )}
          </div>
        </figure>
      ))}
    </div>
  );
}
