import type { Cart } from '@/shared/cart/types';
import { call, client } from '@/web/lib/api-client';
import { withExtraQuantity } from './optimistic';
import { useCartWrite } from './use-cart-write';

type ExtraVars = { itemId: string; extraLineId: string };
const extras = client.cart.items[':itemId'].extras;
const extra = extras[':extraLineId'];
const extraParam = ({ itemId, extraLineId }: ExtraVars) => ({
  itemId: encodeURIComponent(itemId),
  extraLineId: encodeURIComponent(extraLineId),
});

const extraQuantity = (cart: Cart, { itemId, extraLineId }: ExtraVars) =>
  cart.items.find((l) => l.id === itemId)?.extras.find((e) => e.id === extraLineId)?.quantity ?? 0;

/** POST …/extras: an extra already on the line adds one more (SPEC §4.4). */
export const useAddExtra = () =>
  useCartWrite<{ itemId: string; extraId: string }>({
    request: ({ itemId, extraId }) =>
      call(extras.$post({ param: { itemId: encodeURIComponent(itemId) }, json: { extraId, quantity: 1 } })),
    success: () => 'extraAdded',
    failure: 'addExtra',
  });

export const useStepExtra = () =>
  useCartWrite<ExtraVars & { delta: 1 | -1 }>({
    request: (vars) => call(extra.$patch({ param: extraParam(vars), json: { delta: vars.delta } })),
    optimistic: (cart, vars) =>
      withExtraQuantity(cart, vars.itemId, vars.extraLineId, extraQuantity(cart, vars) + vars.delta),
    success: (vars, cart) => (extraQuantity(cart, vars) > 0 ? 'extraUpdated' : 'extraRemoved'),
    failure: 'updateExtra',
  });

export const useRemoveExtra = () =>
  useCartWrite<ExtraVars>({
    request: (vars) => call(extra.$delete({ param: extraParam(vars) })),
    optimistic: (cart, vars) => withExtraQuantity(cart, vars.itemId, vars.extraLineId, 0),
    success: () => 'extraRemoved',
    failure: 'removeExtra',
  });
