import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { AddItemInput } from '@/shared/cart/schemas';
import { categoryPath, localized, weightRangeLabel } from '@/shared/catalogue/rules';
import { usMensSize } from '@/shared/catalogue/shoe-sizes';
import { pickChatNumber } from '@/shared/messaging/chat-link';
import { paths } from '@/shared/routes';
import { FullPageLoading } from '@/web/components/full-page-loading';
import { Breadcrumbs } from '@/web/components/ui/breadcrumbs';
import { ApiError } from '@/web/lib/api-error';
import { cn } from '@/web/lib/cn';
import { HydrateWhenSeen } from '@/web/lib/hydrate-when-seen';
import { useSettings, useShopUnits } from '@/web/lib/settings';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useProduct } from '../api/get-product';
import { CatalogueNotFound } from '../components/catalogue-not-found';
import { ColorList, SizeList } from '../components/option-chips';
import { badgeClass } from '../components/product-card';
import { ProductGallery } from '../components/product-gallery';
import { ProductPurchase } from '../components/product-purchase';
import { ErrorState } from '../components/query-states';
import { RelatedProducts } from '../components/related-products';
import { useLanguage } from '../hooks/use-language';
// The US sizes' note (decision 113) is in the shoe pages' words.
import '../shoes-i18n';

/**
 * The cart's add-to-cart as the page uses it; the app hands it in (features/cart's
 * useDeferredAddItem), so the catalogue does not import the cart (STYLE habit 9).
 */
export type ProductAdd = {
  mutate: (
    vars: Pick<AddItemInput, 'productId' | 'variationId' | 'quantity'> & {
      extras: { extraId: string }[];
    },
  ) => void;
  prepare: () => void;
  isPending: boolean;
  runner: React.ReactNode;
};

/**
 * /produto/{slug}: pictures, description, variations with weights and prices, stock, extras,
 * quantity, and the add-to-cart button (issue 6: the cart's add, with its toasts and badge).
 */
export default function ProductPage({
  add,
  inCart,
}: {
  add: ProductAdd;
  /** Units of a product + variation already in the cart (the app reads the cart). */
  inCart?: (choice: { productId: string; variationId: string | null }) => number;
}) {
  const { t } = useTranslation('catalogue');
  const { t: ts } = useTranslation('shoes');
  const language = useLanguage();
  const units = useShopUnits();
  const { slug = '' } = useParams();
  const { data: product, isPending, isError, error, refetch } = useProduct(slug);
  const { data: settings } = useSettings();
  const name = product ? localized(product.name, product.nameEn, language) : null;
  usePageTitle(name);

  if (isPending) return <FullPageLoading />;
  if (isError) {
    if (error instanceof ApiError && error.status === 404)
      return <CatalogueNotFound title={t('product.notFoundTitle')} body={t('product.notFoundBody')} />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <ErrorState message={t('product.loadFailed')} onRetry={() => void refetch()} />
      </div>
    );
  }

  const description = localized(product.description, product.descriptionEn, language);
  const weights = weightRangeLabel(product.minWeightKg, product.maxWeightKg, language, units);
  const images = product.imageUrls.length
    ? product.imageUrls
    : product.mainImageUrl
      ? [product.mainImageUrl]
      : [];
  const chatNumber = settings ? pickChatNumber(settings.whatsapp) : null;

  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 sm:pt-8">
      <Breadcrumbs
        label={t('product.breadcrumb')}
        crumbs={[
          { label: t('product.home'), to: paths.home },
          product.category
            ? {
                label: localized(product.category.name, product.category.nameEn, language),
                to: categoryPath(product.category.slug),
              }
            : { label: t('product.products'), to: paths.products },
          { label: name ?? '' },
        ]}
      />

      <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-14">
        <ProductGallery images={images} name={name ?? ''} />
        <div>
          {product.brand && (
            <p className="text-xs font-semibold uppercase tracking-[0.16em] text-muted">{product.brand}</p>
          )}
          <h1 className="mt-2 text-4xl text-ink sm:text-5xl">{name}</h1>
          <div className="mt-4 flex flex-wrap gap-2">
            {product.featured && (
              <span className={cn(badgeClass, 'bg-gold text-ink')}>{t('card.featured')}</span>
            )}
            {product.onOffer && (
              <span className={cn(badgeClass, 'bg-brand text-white')}>{t('card.offer')}</span>
            )}
            {product.brazilianCut && (
              <span className={cn(badgeClass, 'bg-leaf text-white')}>{t('product.brazilianCut')}</span>
            )}
          </div>
          {weights && (
            <p className="mt-4 text-sm text-ink-soft">
              {t('product.weight')}: {weights}
            </p>
          )}
          {description && (
            <div className="mt-5">
              <h2 className="sr-only">{t('product.description')}</h2>
              <p className="text-lg leading-relaxed text-ink-soft">{description}</p>
            </div>
          )}
          {(product.availableSizes.length > 0 || product.availableColors.length > 0) && (
            <div className="mt-6 space-y-3">
              {/* Sizes sold as variations are chosen in the picker below; the list would repeat them. */}
              {product.variations.length === 0 && <SizeList sizes={product.availableSizes} />}
              {product.availableSizes.some((size) => usMensSize(size) !== null) && (
                <p className="text-xs text-muted">{ts('usSizes')}</p>
              )}
              <ColorList colors={product.availableColors} />
            </div>
          )}
          <div className="mt-8">
            <ProductPurchase
              key={product.id}
              product={product}
              stickyBar
              chatNumber={chatNumber}
              inCart={inCart}
              adding={add.isPending}
              onAddIntent={add.prepare}
              onAdd={({ extraIds, ...selection }) =>
                add.mutate({ ...selection, extras: extraIds.map((extraId) => ({ extraId })) })
              }
            />
            {add.runner}
          </div>
        </div>
      </div>
      {product.category && (
        // Below the fold: hydrated when it comes near the screen (decision 058).
        <HydrateWhenSeen id="related-products">
          <RelatedProducts
            productId={product.id}
            category={{
              slug: product.category.slug,
              name: localized(product.category.name, product.category.nameEn, language),
            }}
          />
        </HydrateWhenSeen>
      )}
    </div>
  );
}
