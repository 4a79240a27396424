import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { categoryPath } from '@/shared/catalogue/rules';
import type { ProductSummary } from '@/shared/catalogue/types';
import { buttonVariants } from '@/web/components/ui/button';
import { useProducts } from '../api/get-products';
import { relatedProductsQuery } from '../lib/list-query';
import { ProductRail } from './product-rail';

/** How many other products the row shows: one desktop row of the rail. */
export const RELATED_COUNT = 4;

/** The category's other products, those in stock first (the list's own order otherwise kept). */
export function pickRelated(items: ProductSummary[], productId: string): ProductSummary[] {
  const others = items.filter((item) => item.id !== productId);
  return [...others.filter((item) => item.inStock), ...others.filter((item) => !item.inStock)].slice(
    0,
    RELATED_COUNT,
  );
}

/**
 * Under a product: "More in Beef", four of its category's other products and a link to all of them,
 * so a visitor who came for one cut finds the next. Nothing while the list loads or when the
 * category has no other product (the page is complete without it).
 */
export function RelatedProducts({
  productId,
  category,
}: {
  productId: string;
  category: { slug: string; name: string };
}) {
  const { t } = useTranslation('catalogue');
  const headingId = useId();
  const { data, isPlaceholderData } = useProducts(relatedProductsQuery(category.slug));
  // Not the previous product's category while this one's list loads (the query keeps the last answer).
  const related = data && !isPlaceholderData ? pickRelated(data.items, productId) : [];
  if (related.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-16 border-t border-line/70 pt-12 sm:mt-20">
      <h2 id={headingId} className="text-3xl text-ink sm:text-4xl">
        {t('product.related', { category: category.name })}
      </h2>
      <div className="mt-6">
        <ProductRail products={related} />
      </div>
      <Link
        to={categoryPath(category.slug)}
        className={buttonVariants({ variant: 'secondary', className: 'mt-6' })}
      >
        {t('product.relatedAll', { category: category.name })}
        <ArrowRight aria-hidden="true" />
      </Link>
    </section>
  );
}
