import { ShoppingBag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localized } from '@/shared/catalogue/rules';
import type { ProductSummary } from '@/shared/catalogue/types';

// The product's options, the dialog and the cart's code load on the first click (home page budget).
const QuickAddDialog = lazy(() => import('./quick-add-dialog'));

/**
 * A product card's "Adicionar": a product with one option and no extras goes straight into the
 * cart; otherwise a dialog offers the product page's choices (variation, quantity, extras).
 */
export function QuickAddButton({ product }: { product: ProductSummary }) {
  const { t, i18n } = useTranslation('catalogue');
  const [open, setOpen] = useState(false);
  if (!product.inStock) return null;
  const name = localized(product.name, product.nameEn, i18n.language);
  return (
    <>
      <button
        type="button"
        aria-label={t('card.quickAddLabel', { name })}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="relative z-10 mt-3 inline-flex h-9 w-full items-center justify-center gap-2 rounded-full bg-brand-soft px-3 text-sm font-semibold text-brand-dark transition-colors hover:bg-brand hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        <ShoppingBag aria-hidden="true" className="size-4" />
        {t('card.quickAdd')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <QuickAddDialog slug={product.slug} name={name} onDone={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
