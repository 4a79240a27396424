import { call, client } from '@/web/lib/api-client';
import { withoutLines } from './optimistic';
import { useCartWrite } from './use-cart-write';

/** DELETE /api/cart: everything goes and a fresh cart id comes back (SPEC §4.4 clear). */
export const useClearCart = () =>
  useCartWrite<void>({
    request: () => call(client.cart.$delete()),
    optimistic: (cart) => withoutLines(cart),
    success: () => 'cleared',
    failure: 'clear',
  });
