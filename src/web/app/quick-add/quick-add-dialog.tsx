import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { offersCuts } from '@/shared/catalogue/cuts';
import { Dialog, DialogCloseButton, DialogContent, DialogTitle } from '@/web/components/ui/dialog';
import { useAddItem } from '@/web/features/cart/api/add-item';
import { useHeldInCart } from '@/web/features/cart/api/held-in-cart';
import '@/web/features/cart/i18n';
import { useProduct } from '@/web/features/catalogue/api/get-product';
import { ProductPurchase } from '@/web/features/catalogue/components/product-purchase';

/**
 * The quick add behind a card's button. A product with a single option and no extras is added at
 * once (the cart's toast says so); any other shows the product page's choices in a dialog.
 */
export default function QuickAddDialog({
  slug,
  name,
  onDone,
}: {
  slug: string;
  name: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('cart');
  const { data: product, isError } = useProduct(slug);
  const add = useAddItem();
  const inCart = useHeldInCart();
  const started = useRef(false);
  const only = product?.variations.length === 1 ? product.variations[0] : null;
  const simple =
    product !== undefined &&
    product.extras.length === 0 &&
    !offersCuts(product.cutOptions) &&
    (product.variations.length === 0 || (only !== null && only?.stockQuantity !== 0));

  useEffect(() => {
    if (!product || !simple || started.current) return;
    started.current = true;
    add.mutate({ productId: product.id, variationId: only?.id ?? null, quantity: 1 }, { onSettled: onDone });
  }, [product, simple, only, add, onDone]);

  useEffect(() => {
    if (isError) onDone();
  }, [isError, onDone]);

  // Nothing shows until the options are known: a simple product never flashes a dialog.
  if (!product || simple) return null;
  return (
    <Dialog open onOpenChange={(open) => !open && onDone()}>
      <DialogContent layout="drawer" aria-describedby={undefined}>
        <div className="mb-5 flex items-start justify-between gap-4">
          <div>
            <p className="text-xs font-semibold tracking-[0.16em] text-muted uppercase">
              {t('add.chooseTitle')}
            </p>
            <DialogTitle className="mt-1">{name}</DialogTitle>
          </div>
          <DialogCloseButton label={t('add.close')} />
        </div>
        <ProductPurchase
          product={product}
          inCart={inCart}
          adding={add.isPending}
          onAdd={({ extraIds, ...selection }) =>
            add.mutate(
              { ...selection, extras: extraIds.map((extraId) => ({ extraId })) },
              { onSuccess: onDone },
            )
          }
        />
      </DialogContent>
    </Dialog>
  );
}
