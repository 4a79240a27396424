import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedAddress, SavedAddressInput } from '@/shared/accounts/address-book';
import { call, client } from './api-client';
import { accountKeys } from './session/keys';

// Her address book (issue 38, decision 097): read by the profile's card and the checkout's picker,
// so it lives below both features.

const book = client.accounts.me.addresses;

export const addressBookKeys = { all: ['address-book'] as const };

/** Her saved addresses, the default first; only asked for when she is signed in. */
export const useAddressBook = (enabled = true) =>
  useQuery({
    queryKey: addressBookKeys.all,
    queryFn: async (): Promise<SavedAddress[]> => (await call(book.$get())).addresses,
    enabled,
  });

/**
 * Add (no id) or change (id) one; the list is read again after, and her session too when the
 * profile's old address was completed into the book (it left the profile, decision 108).
 */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: SavedAddressInput }) =>
      id ? call(book[':id'].$put({ param: { id }, json: input })) : call(book.$post({ json: input })),
    onSuccess: (_answer, { input }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: addressBookKeys.all }),
        input.replacesProfileAddress && queryClient.invalidateQueries({ queryKey: accountKeys.session() }),
      ]),
  });
}

export function useRemoveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(book[':id'].$delete({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressBookKeys.all }),
  });
}
