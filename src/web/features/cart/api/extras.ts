import { call, client } from '@/web/lib/api-client';
import { withoutExtra } from './optimistic';
import { useCartWrite } from './use-cart-write';

type ExtraVars = { itemId: string; extraLineId: string };
const extras = client.cart.items[':itemId'].extras;
const extra = extras[':extraLineId'];
const extraParam = ({ itemId, extraLineId }: ExtraVars) => ({
  itemId: encodeURIComponent(itemId),
  extraLineId: encodeURIComponent(extraLineId),
});

/** POST …/extras: the extra goes on the line (once; its quantity follows its basis, decision 111). */
export const useAddExtra = () =>
  useCartWrite<{ itemId: string; extraId: string }>({
    request: ({ itemId, extraId }) =>
      call(extras.$post({ param: { itemId: encodeURIComponent(itemId) }, json: { extraId } })),
    success: () => 'extraAdded',
    failure: 'addExtra',
  });

export const useRemoveExtra = () =>
  useCartWrite<ExtraVars>({
    request: (vars) => call(extra.$delete({ param: extraParam(vars) })),
    optimistic: (cart, vars) => withoutExtra(cart, vars.itemId, vars.extraLineId),
    success: () => 'extraRemoved',
    failure: 'removeExtra',
  });
