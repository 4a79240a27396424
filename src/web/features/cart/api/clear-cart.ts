import type { Cart } from '../../../../shared/cart/types';
import { api } from '../../../lib/api-client';
import { withoutLines } from './optimistic';
import { useCartWrite } from './use-cart-write';

/** DELETE /api/cart: everything goes and a fresh cart id comes back (SPEC §4.4 clear). */
export const useClearCart = () =>
  useCartWrite<void>({
    request: () => api<Cart>('/cart', { method: 'DELETE' }),
    optimistic: (cart) => withoutLines(cart),
    success: () => 'cleared',
    failure: 'clear',
  });
