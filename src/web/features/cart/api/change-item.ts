import type { Cart } from '@/shared/cart/types';
import { call, client } from '@/web/lib/api-client';
import { withLineQuantity } from './optimistic';
import { useCartWrite } from './use-cart-write';

/** A +1 / −1 step on a line; −1 at quantity 1 removes it (SPEC §4.4). */
export type StepVars = { itemId: string; delta: 1 | -1 };

const item = client.cart.items[':itemId'];
const param = (itemId: string) => ({ itemId: encodeURIComponent(itemId) });

export const stepItem = ({ itemId, delta }: StepVars) =>
  call(item.$patch({ param: param(itemId), json: { delta } }));

export const removeItem = ({ itemId }: { itemId: string }) => call(item.$delete({ param: param(itemId) }));

const quantityOf = (cart: Cart, itemId: string) => cart.items.find((l) => l.id === itemId)?.quantity ?? 0;

export const useStepItem = () =>
  useCartWrite<StepVars>({
    request: stepItem,
    optimistic: (cart, { itemId, delta }) => withLineQuantity(cart, itemId, quantityOf(cart, itemId) + delta),
    success: ({ itemId }, cart) => (cart.items.some((l) => l.id === itemId) ? 'updated' : 'removed'),
    failure: 'update',
  });

export const useRemoveItem = () =>
  useCartWrite<{ itemId: string }>({
    request: removeItem,
    optimistic: (cart, { itemId }) => withLineQuantity(cart, itemId, 0),
    success: () => 'removed',
    failure: 'remove',
  });
