import { ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/routes';
import { buttonVariants } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import '../i18n';

/** The empty cart: a warm dead end with the way back to the products. */
export function EmptyCart() {
  const { t } = useTranslation('cart');
  return (
    <EmptyState icon={ShoppingBag} title={t('page.emptyTitle')} body={t('page.emptyBody')}>
      <Link to={paths.products} className={buttonVariants({ size: 'lg' })}>
        {t('page.browse')}
      </Link>
      <Link to={paths.exampleCart} className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
        {t('page.howItWorks')}
      </Link>
    </EmptyState>
  );
}
