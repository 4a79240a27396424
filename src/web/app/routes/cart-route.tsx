import CartPage from '@/web/features/cart/pages/cart-page';
import { HouseFavourites } from '@/web/features/catalogue/components/house-favourites';

/** The cart page, with the shop's favourites under an empty cart (features do not import each other). */
export default function CartRoute() {
  return <CartPage Suggestions={HouseFavourites} />;
}
