import { useTranslation } from 'react-i18next';
import type { ProductSummary } from '@/shared/catalogue/types';
import { Skeleton } from '@/web/components/ui/skeleton';
import { cn } from '@/web/lib/cn';
import { HydrateWhenSeen } from '@/web/lib/hydrate-when-seen';
import { ProductCard } from './product-card';

export const gridClass = 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4';

/** A responsive grid of cards: two columns on phones, four on desktops. */
export function ProductGrid({
  products,
  eager = 0,
  headingLevel = 'h3',
  className,
}: {
  products: ProductSummary[];
  /** h2 when the grid sits right under the page's h1. */
  headingLevel?: 'h2' | 'h3';
  /** How many of the first pictures load at once. */
  eager?: number;
  className?: string;
}) {
  return (
    <ul className={cn(gridClass, className)}>
      {products.map((product, i) => (
        <li key={product.id}>
          {/* Each card hydrates when it comes near the screen (decision 058). */}
          <HydrateWhenSeen>
            <ProductCard product={product} priority={i < eager} headingLevel={headingLevel} />
          </HydrateWhenSeen>
        </li>
      ))}
    </ul>
  );
}

/** Placeholders in the shape of the cards while a list loads. */
export function ProductGridSkeleton({ count = 8, className }: { count?: number; className?: string }) {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-live="polite" className={className}>
      <span className="sr-only">{t('loading')}</span>
      <ul aria-hidden="true" className={gridClass}>
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={i} className="overflow-hidden rounded-2xl bg-white ring-1 ring-line/70">
            <Skeleton className="aspect-[4/3]" />
            <div className="space-y-2 p-4">
              <Skeleton className="h-3 w-1/3 rounded" />
              <Skeleton className="h-4 w-3/4 rounded" />
              <Skeleton className="h-5 w-1/2 rounded" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
