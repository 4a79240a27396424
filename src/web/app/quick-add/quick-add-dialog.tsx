import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddItem } from '../../features/cart/api/add-item';
import '../../features/cart/i18n';
import { useProduct } from '../../features/catalogue/api/get-product';
import { ProductPurchase } from '../../features/catalogue/components/product-purchase';

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
  const started = useRef(false);
  const only = product?.variations.length === 1 ? product.variations[0] : null;
  const simple =
    product !== undefined &&
    product.extras.length === 0 &&
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
    <Dialog.Root open onOpenChange={(open) => !open && onDone()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-charcoal/50 backdrop-blur-[2px]" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92vh] overflow-y-auto rounded-t-3xl bg-cream p-5 shadow-2xl outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(32rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:p-7"
        >
          <div className="mb-5 flex items-start justify-between gap-4">
            <div>
              <p className="text-xs font-semibold tracking-[0.16em] text-muted uppercase">
                {t('add.chooseTitle')}
              </p>
              <Dialog.Title className="mt-1 font-display text-2xl text-ink">{name}</Dialog.Title>
            </div>
            <Dialog.Close
              aria-label={t('add.close')}
              className="grid size-10 shrink-0 place-items-center rounded-full text-ink-soft hover:bg-parchment"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <ProductPurchase
            product={product}
            adding={add.isPending}
            onAdd={({ extraIds, ...selection }) =>
              add.mutate(
                { ...selection, extras: extraIds.map((extraId) => ({ extraId })) },
                { onSuccess: onDone },
              )
            }
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
