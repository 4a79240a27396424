import CartPage from '../../features/cart/pages/cart-page';
import { HouseFavourites } from '../../features/catalogue/components/house-favourites';

/** The cart page, with the shop's favourites under an empty cart (features do not import each other). */
export default function CartRoute() {
  return <CartPage Suggestions={HouseFavourites} />;
}
