import { ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/routes';

/** The cart icon with its item-count badge; the count arrives with the cart (issue 6). */
export function CartButton({ count = 0 }: { count?: number }) {
  const { t } = useTranslation('layout');
  return (
    <Link
      to={paths.cart}
      aria-label={count > 0 ? t('header.cartCount', { count }) : t('header.cart')}
      className="relative inline-flex size-10 items-center justify-center rounded-full text-ink-soft transition-colors hover:bg-parchment hover:text-brand"
    >
      <ShoppingBag aria-hidden="true" className="size-5" />
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 grid min-w-5 place-items-center rounded-full bg-brand px-1 text-[11px] font-bold leading-5 text-white ring-2 ring-cream"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
