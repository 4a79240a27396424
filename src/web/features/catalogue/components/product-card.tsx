import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { discountPercent, localized, weightRangeLabel } from '@/shared/catalogue/rules';
import type { ProductSummary } from '@/shared/catalogue/types';
import { paths } from '@/shared/routes';
import { ResponsivePicture } from '@/web/components/responsive-picture';
import { cn } from '@/web/lib/cn';
import { useShopUnits } from '@/web/lib/settings';
import { useLanguage } from '../hooks/use-language';
import { PLACEHOLDER_IMAGE } from '../lib/colors';
import { useCardAction } from './card-action';
import { ColorList, SizeList } from './option-chips';
import { ProductPrice } from './product-price';

/** Two columns on phones, three from md, four from lg, inside the 80rem page. */
const CARD_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 24vw, (min-width: 768px) 32vw, 50vw';

export const badgeClass = 'rounded-full px-2.5 py-1 text-[11px] font-bold uppercase tracking-wide shadow-sm';

/**
 * A product in a list: picture, badges, brand, name (the card's one link), weight range (SPEC §9
 * formatter), sizes and colours when it has them, price and the price before an offer.
 */
export function ProductCard({
  product,
  headingLevel = 'h3',
  priority = false,
  sizes = CARD_SIZES,
  className,
}: {
  product: ProductSummary;
  headingLevel?: 'h2' | 'h3';
  /** The first cards of a page: load the picture at once (largest paint). */
  priority?: boolean;
  /** The picture's width in the layout (`sizes`); a grid's cell by default. */
  sizes?: string;
  className?: string;
}) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  const units = useShopUnits();
  const name = localized(product.name, product.nameEn, language);
  const weights = weightRangeLabel(product.minWeightKg, product.maxWeightKg, language, units);
  const percent = product.onOffer ? discountPercent(product.minPriceCents, product.previousPriceCents) : null;
  const Heading = headingLevel;
  const Action = useCardAction();

  return (
    <article
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-line/70 transition-shadow focus-within:ring-2 focus-within:ring-brand hover:shadow-lg',
        className,
      )}
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-parchment">
        <ResponsivePicture
          src={product.mainImageUrl || PLACEHOLDER_IMAGE}
          sizes={sizes}
          alt=""
          width={800}
          height={600}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none"
        />
        <div className="absolute top-2.5 left-2.5 flex flex-wrap gap-1.5">
          {product.featured && (
            <span className={cn(badgeClass, 'bg-gold text-ink')}>{t('card.featured')}</span>
          )}
          {product.onOffer && (
            <span className={cn(badgeClass, 'bg-brand text-white')}>
              {percent ? t('card.offerPercent', { percent }) : t('card.offer')}
            </span>
          )}
          {!product.inStock && (
            <span className={cn(badgeClass, 'bg-charcoal text-cream')}>{t('card.soldOut')}</span>
          )}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:p-4">
        {product.brand && (
          <p className="truncate text-[11px] font-semibold uppercase tracking-[0.14em] text-muted">
            {product.brand}
          </p>
        )}
        <Heading className="font-sans text-sm font-semibold leading-snug text-ink sm:text-base">
          <Link
            to={paths.product(product.slug)}
            className="outline-none after:absolute after:inset-0 after:content-[''] hover:text-brand focus-visible:text-brand"
          >
            {name}
          </Link>
        </Heading>
        {weights && <p className="text-xs text-muted sm:text-sm">{weights}</p>}
        <SizeList sizes={product.availableSizes} compact />
        <ColorList colors={product.availableColors} compact />
        <ProductPrice
          className="mt-auto pt-2"
          cents={product.minPriceCents}
          previousCents={product.onOffer ? product.previousPriceCents : null}
          from={product.maxPriceCents > product.minPriceCents}
        />
        {Action && <Action product={product} />}
      </div>
    </article>
  );
}
