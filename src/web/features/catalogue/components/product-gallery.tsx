import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsivePicture } from '@/web/components/responsive-picture';
import { cn } from '@/web/lib/cn';
import { PLACEHOLDER_IMAGE } from '../lib/colors';

/** The product page's pictures: a large one and, when there are several, thumbnails to switch. */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation('catalogue');
  const pictures = images.length ? images : [PLACEHOLDER_IMAGE];
  const [current, setCurrent] = useState(0);
  const shown = pictures[Math.min(current, pictures.length - 1)]!;
  return (
    <div className="space-y-3">
      <div className="overflow-hidden rounded-3xl bg-parchment shadow-card ring-1 ring-line/70">
        <ResponsivePicture
          key={shown}
          src={shown}
          sizes="(min-width: 1280px) 600px, (min-width: 1024px) 48vw, 100vw"
          alt={name}
          width={800}
          height={600}
          fetchPriority="high"
          decoding="async"
          className="aspect-[4/3] w-full object-cover"
        />
      </div>
      {pictures.length > 1 && (
        <ul aria-label={t('product.gallery')} className="flex gap-3">
          {pictures.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                onClick={() => setCurrent(i)}
                aria-label={t('product.showImage', { n: i + 1, total: pictures.length })}
                aria-pressed={i === current}
                className={cn(
                  'block w-24 overflow-hidden rounded-xl ring-2 transition-shadow sm:w-28',
                  i === current ? 'ring-brand' : 'ring-transparent hover:ring-line',
                )}
              >
                <ResponsivePicture
                  src={src}
                  sizes="112px"
                  alt=""
                  width={800}
                  height={600}
                  loading="lazy"
                  className="aspect-[4/3] w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
