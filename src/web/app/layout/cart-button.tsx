import { ShoppingBag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The mini-cart (dialog, focus trap, lines) loads the first time the icon is used.
const MiniCart = lazy(() =>
  import('@/web/features/cart/components/mini-cart').then((m) => ({ default: m.MiniCart })),
);

/** The cart icon with its item-count badge (SPEC §2.3); it opens the mini-cart. */
export function CartButton({ count = 0 }: { count?: number }) {
  const { t } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={count > 0 ? t('header.cartCount', { count }) : t('header.cart')}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        className="relative inline-flex size-10 items-center justify-center rounded-full text-ink-soft transition-colors hover:bg-parchment hover:text-brand"
      >
        <ShoppingBag aria-hidden="true" className="size-5" />
        {count > 0 && (
          <span
            aria-hidden="true"
            data-testid="cart-count"
            className="absolute -top-0.5 -right-0.5 grid min-w-5 place-items-center rounded-full bg-brand px-1 text-[11px] font-bold leading-5 text-white ring-2 ring-cream"
          >
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      {used && (
        <Suspense fallback={null}>
          <MiniCart open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
