import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Fulfilment } from '@/shared/delivery/fulfilment';
import { call, client } from '@/web/lib/api-client';
import { orderKeys } from './keys';

/** `zip` for a delivery (its store is found from it), `storeId` for the pickup store chosen (decision 037). */
export const getQuote = (fulfilment: Fulfilment, zip: string, storeId = '', guest = false) => {
  const query = { fulfilment, ...(zip ? { zip } : {}), ...(storeId ? { storeId } : {}) };
  // A visitor's checkout (decision 096) prices her visitor cart.
  return call(guest ? client.orders.guest.quote.$get({ query }) : client.orders.quote.$get({ query }));
};

export const quoteQueryOptions = (fulfilment: Fulfilment, zip: string, storeId = '', guest = false) =>
  queryOptions({
    queryKey: [...orderKeys.quote(fulfilment, zip, storeId), guest ? 'guest' : 'account'],
    queryFn: () => getQuote(fulfilment, zip, storeId, guest),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** The checkout's live numbers: subtotal priced by the server, the store, the ZIP's zone and the open windows. */
export const useQuote = (fulfilment: Fulfilment, zip: string, storeId = '', guest = false) =>
  useQuery(quoteQueryOptions(fulfilment, zip, storeId, guest));
