import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { heldInCart } from '@/shared/cart/held';
import { cartQueryOptions } from './get-cart';

/**
 * Units of a product + variation the cart holds: the product page and the quick add offer only the
 * stock beyond them. Its own module, so the pages that do not sell (the home's first load) skip it.
 */
export function useHeldInCart() {
  const { data } = useQuery(cartQueryOptions());
  const items = data?.items;
  return useCallback(
    (choice: { productId: string; variationId: string | null }) => heldInCart(items ?? [], choice),
    [items],
  );
}
