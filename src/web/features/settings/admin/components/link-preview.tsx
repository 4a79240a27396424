import { ImageOff } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { thumbnailOf } from '@/web/components/pictures/lib/picture-order';

type Seo = Record<string, string | undefined>;

const hostOf = (canonical: string | undefined) => {
  try {
    return new URL(canonical || window.location.origin).host;
  } catch {
    return typeof window === 'undefined' ? '' : window.location.host;
  }
};

/** Cuts a text where Google and the apps usually do, on a word, with an ellipsis. */
const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max).replace(/\s+\S*$/, '')}…`;

/**
 * The link card as WhatsApp/Facebook and Google would show the shop's home, drawn from what is
 * typed now with the fallbacks the served <head> applies (decision 038): the card's own title,
 * else the site title; its own description, else the site's.
 */
export function LinkPreview({ brandName }: { brandName: string }) {
  const { t } = useTranslation('settings');
  const seo = useWatch() as Seo;
  const title = seo.site_title?.trim() || brandName;
  const description = seo.site_description?.trim() ?? '';
  const cardTitle = seo.og_title?.trim() || title;
  const cardDescription = seo.og_description?.trim() || description;
  const siteName = seo.og_site_name?.trim() || brandName;
  const host = hostOf(seo.canonical_url?.trim());
  const image = seo.og_image?.trim();
  return (
    <section
      aria-labelledby="seo-preview"
      className="space-y-5 rounded-3xl bg-white p-6 shadow-card ring-1 ring-line/60"
    >
      <div>
        <h2 id="seo-preview" className="font-display text-xl text-ink">
          {t('seo.preview.title')}
        </h2>
        <p className="mt-1 text-sm text-ink-soft">{t('seo.preview.lead')}</p>
      </div>
      <figure className="space-y-2">
        <figcaption className="text-xs font-semibold uppercase tracking-wide text-muted">
          {t('seo.preview.social')}
        </figcaption>
        <div className="overflow-hidden rounded-xl bg-[#f0f2f5] ring-1 ring-line/60">
          {image ? (
            <img
              src={thumbnailOf(image, 800)}
              alt=""
              className="aspect-[1.91/1] w-full bg-parchment object-cover"
            />
          ) : (
            <div className="flex aspect-[1.91/1] w-full items-center justify-center gap-2 bg-parchment text-sm text-muted">
              <ImageOff aria-hidden="true" className="size-5" />
              {t('seo.preview.noImage')}
            </div>
          )}
          <div className="space-y-0.5 px-3 py-2.5">
            <p className="truncate text-xs uppercase text-[#65676b]">{host}</p>
            <p className="line-clamp-2 font-semibold text-[#050505] break-words">{clip(cardTitle, 100)}</p>
            <p className="line-clamp-2 text-sm text-[#65676b] break-words">{clip(cardDescription, 160)}</p>
          </div>
        </div>
      </figure>
      <figure className="space-y-2">
        <figcaption className="text-xs font-semibold uppercase tracking-wide text-muted">
          {t('seo.preview.google')}
        </figcaption>
        <div className="rounded-xl p-3 ring-1 ring-line/60" style={{ fontFamily: 'Arial, sans-serif' }}>
          <p className="truncate text-sm text-[#202124]">{siteName}</p>
          <p className="truncate text-xs text-[#4d5156]">https://{host}</p>
          <p className="mt-1 line-clamp-1 text-xl text-[#1a0dab] break-words">{clip(title, 60)}</p>
          <p className="mt-0.5 line-clamp-2 text-sm text-[#4d5156] break-words">{clip(description, 160)}</p>
        </div>
      </figure>
    </section>
  );
}
