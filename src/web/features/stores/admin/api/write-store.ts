import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FulfilmentSaveInput, StoreCreateInput, StoreEditInput } from '@/shared/delivery/store-schemas';
import { call, client } from '@/web/lib/api-client';
import { storeKeys } from './keys';

const one = client.stores.staff[':storeId'];
const idParam = (id: string) => ({ storeId: encodeURIComponent(id) });

export const createStore = (input: StoreCreateInput) => call(client.stores.staff.$post({ json: input }));
export const updateStore = ({ id, ...input }: StoreEditInput & { id: string }) =>
  call(one.$patch({ param: idParam(id), json: input }));
export const saveFulfilment = ({ id, ...input }: FulfilmentSaveInput & { id: string }) =>
  call(one.fulfilment.$put({ param: idParam(id), json: input }));

/** After any write (or a refusal: a colleague saved first) the list and the store are read again. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: storeKeys.all });
}

export const useCreateStore = () => {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: createStore, onSettled: invalidate });
};
export const useUpdateStore = () => {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: updateStore, onSettled: invalidate });
};
export const useSaveFulfilment = () => {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: saveFulfilment, onSettled: invalidate });
};
