import { useTranslation } from 'react-i18next';
import { cn } from '@/web/lib/cn';
import { swatchFor } from '../lib/colors';

/** Sizes and colours of cleats and sneakers, as a list a person reads (no choice is made here). */
export function SizeList({ sizes, compact = false }: { sizes: string[]; compact?: boolean }) {
  const { t } = useTranslation('catalogue');
  if (sizes.length === 0) return null;
  const shown = compact ? sizes.slice(0, 5) : sizes;
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <span className={compact ? 'sr-only' : 'mr-1 text-sm font-medium text-ink-soft'}>
        {compact ? t('card.sizes') : t('product.sizes')}
      </span>
      <ul className="flex flex-wrap gap-1.5">
        {shown.map((size) => (
          <li
            key={size}
            className={cn(
              'grid place-items-center rounded-md bg-parchment font-medium text-ink-soft tabular-nums',
              compact ? 'h-6 min-w-7 px-1 text-xs' : 'h-9 min-w-10 px-2 text-sm',
            )}
          >
            {size}
          </li>
        ))}
        {compact && sizes.length > shown.length && (
          <li className="grid h-6 place-items-center px-1 text-xs text-muted">
            +{sizes.length - shown.length}
          </li>
        )}
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
