import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Cart } from '@/shared/cart/types';
import { call, client } from '@/web/lib/api-client';
import { writeCartId } from '@/web/lib/cart-id';
import { cartKeys } from './keys';

/**
 * Keeps the browser's cart id in step with the server's answer: a new cart's id is stored, a cart
 * that no longer exists (expired, another account's) is forgotten. A failed lookup keeps the id,
 * so a passing database error never loses the cart (DESIGN §6).
 */
export function remember(cart: Cart): Cart {
  if (!cart.lookupFailed) writeCartId(cart.sessionId);
  return cart;
}

export const getCart = async () => remember(await call(client.cart.$get()));

/** The cart changes only through this browser's writes (or a sign-in), so it is never refetched on a timer. */
export const cartQueryOptions = () =>
  queryOptions({ queryKey: cartKeys.current(), queryFn: getCart, staleTime: 30_000 });

export const useCart = () => useQuery(cartQueryOptions());

/**
 * The header badge: the units in the cart, shown at once after each add (optimistic). The header
 * is on every page, so the one-time notice of a sign-in merge is toasted from here; its code
 * loads only when there is one.
 */
export function useCartCount(): number {
  const { data } = useQuery(cartQueryOptions());
  const notice = data?.notice;
  useEffect(() => {
    if (notice) void import('../components/capped-toast').then((m) => m.showCappedToast(notice));
  }, [notice]);
  return data?.totals.itemCount ?? 0;
}
