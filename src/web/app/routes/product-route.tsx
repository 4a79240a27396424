import { useDeferredAddItem } from '../../features/cart/hooks/use-deferred-add-item';
import ProductPage from '../../features/catalogue/pages/product-page';

/** The product page with the cart's add-to-cart (loaded on first intent, decision 017). */
export default function ProductRoute() {
  const add = useDeferredAddItem();
  return <ProductPage add={add} />;
}
