import type { Cart } from '../../../../shared/cart/types';
import { api } from '../../../lib/api-client';
import { withExtraQuantity } from './optimistic';
import { useCartWrite } from './use-cart-write';

type ExtraVars = { itemId: string; extraLineId: string };
const extrasPath = (itemId: string) => `/cart/items/${encodeURIComponent(itemId)}/extras`;
const extraPath = ({ itemId, extraLineId }: ExtraVars) =>
  `${extrasPath(itemId)}/${encodeURIComponent(extraLineId)}`;

const extraQuantity = (cart: Cart, { itemId, extraLineId }: ExtraVars) =>
  cart.items.find((l) => l.id === itemId)?.extras.find((e) => e.id === extraLineId)?.quantity ?? 0;

/** POST …/extras: an extra already on the line adds one more (SPEC §4.4). */
export const useAddExtra = () =>
  useCartWrite<{ itemId: string; extraId: string }>({
    request: ({ itemId, extraId }) =>
      api<Cart>(extrasPath(itemId), { method: 'POST', json: { extraId, quantity: 1 } }),
    success: () => 'extraAdded',
    failure: 'addExtra',
  });

export const useStepExtra = () =>
  useCartWrite<ExtraVars & { delta: 1 | -1 }>({
    request: (vars) => api<Cart>(extraPath(vars), { method: 'PATCH', json: { delta: vars.delta } }),
    optimistic: (cart, vars) =>
      withExtraQuantity(cart, vars.itemId, vars.extraLineId, extraQuantity(cart, vars) + vars.delta),
    success: (vars, cart) => (extraQuantity(cart, vars) > 0 ? 'extraUpdated' : 'extraRemoved'),
    failure: 'updateExtra',
  });

export const useRemoveExtra = () =>
  useCartWrite<ExtraVars>({
    request: (vars) => api<Cart>(extraPath(vars), { method: 'DELETE' }),
    optimistic: (cart, vars) => withExtraQuantity(cart, vars.itemId, vars.extraLineId, 0),
    success: () => 'extraRemoved',
    failure: 'removeExtra',
  });
