import ExampleCartPage from '@/web/features/cart/pages/example-cart-page';
import { productQueryOptions } from '@/web/features/catalogue/api/get-product';

/** The sample cart, built from the catalogue's products with the real cart's rules. */
export default function ExampleCartRoute() {
  return <ExampleCartPage productQuery={productQueryOptions} />;
}
