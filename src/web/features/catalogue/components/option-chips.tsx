import { useTranslation } from 'react-i18next';
import { shoeSizeLabel, shoeSizeRange } from '@/shared/catalogue/shoe-sizes';
import { cn } from '@/web/lib/cn';
import { useLanguage } from '../hooks/use-language';
import { swatchFor } from '../lib/colors';

/**
 * Sizes of cleats and sneakers, as a list a person reads (no choice is made here): each BR size with
 * its US men's size beside it ("40 BR · 8 US", shared/catalogue/shoe-sizes.ts); a card says the
 * range in one line ("37–44 BR · 5,5–11 US").
 */
export function SizeList({ sizes, compact = false }: { sizes: string[]; compact?: boolean }) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  if (sizes.length === 0) return null;
  if (compact)
    return (
      <p className="text-xs text-ink-soft tabular-nums">
        <span className="sr-only">{t('card.sizes')}: </span>
        {shoeSizeRange(sizes, language) ?? sizes.join(', ')}
      </p>
    );
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <span className="mr-1 text-sm font-medium text-ink-soft">{t('product.sizes')}</span>
      <ul className="flex flex-wrap gap-1.5">
        {sizes.map((size) => (
          <li
            key={size}
            className="grid h-9 min-w-10 place-items-center rounded-md bg-parchment px-2 text-sm font-medium text-ink-soft tabular-nums"
          >
            {shoeSizeLabel(size, language)}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ColorList({ colors, compact = false }: { colors: string[]; compact?: boolean }) {
  const { t } = useTranslation('catalogue');
  if (colors.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className={compact ? 'sr-only' : 'mr-1 text-sm font-medium text-ink-soft'}>
        {compact ? t('card.colors') : t('product.colors')}
      </span>
      <ul className="flex flex-wrap items-center gap-2">
        {colors.map((color) => {
          const swatch = swatchFor(color);
          return (
            <li key={color} className="flex items-center gap-1.5">
              {swatch && (
                <span
                  aria-hidden="true"
                  className={cn(
                    'inline-block rounded-full ring-1 ring-ink/20',
                    compact ? 'size-4' : 'size-5',
                  )}
                  style={{ backgroundColor: swatch }}
                />
              )}
              <span className={compact ? 'sr-only' : 'text-sm text-ink-soft'}>{color}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
