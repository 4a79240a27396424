import { ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../shared/routes';
import { buttonVariants } from '../../../components/ui/button';
import '../i18n';

/** The empty cart: a warm dead end with the way back to the products. */
export function EmptyCart() {
  const { t } = useTranslation('cart');
  return (
    <div className="flex flex-col items-center gap-4 rounded-3xl border border-dashed border-line bg-white/60 px-6 py-16 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-parchment text-brand">
        <ShoppingBag aria-hidden="true" className="size-7" />
      </span>
      <h2 className="text-2xl text-ink">{t('page.emptyTitle')}</h2>
      <p className="max-w-md text-ink-soft">{t('page.emptyBody')}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Link to={paths.products} className={buttonVariants({ size: 'lg' })}>
          {t('page.browse')}
        </Link>
        <Link to={paths.exampleCart} className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
          {t('page.howItWorks')}
        </Link>
      </div>
    </div>
  );
}
