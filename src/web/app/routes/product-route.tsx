import { useHeldInCart } from '@/web/features/cart/api/held-in-cart';
import { useDeferredAddItem } from '@/web/features/cart/hooks/use-deferred-add-item';
import '@/web/features/cart/i18n';
import ProductPage from '@/web/features/catalogue/pages/product-page';

/** The product page with the cart's add-to-cart (loaded on first intent, decision 017). */
export default function ProductRoute() {
  const add = useDeferredAddItem();
  const inCart = useHeldInCart();
  return <ProductPage add={add} inCart={inCart} />;
}
