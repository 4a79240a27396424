import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Fulfilment } from '@/shared/delivery/fulfilment';
import { call, client } from '@/web/lib/api-client';
import { orderKeys } from './keys';

/** `zip` for a delivery (its store is found from it), `storeId` for the pickup store chosen (decision 037). */
export const getQuote = (fulfilment: Fulfilment, zip: string, storeId = '') =>
  call(
    client.orders.quote.$get({
      query: { fulfilment, ...(zip ? { zip } : {}), ...(storeId ? { storeId } : {}) },
    }),
  );

export const quoteQueryOptions = (fulfilment: Fulfilment, zip: string, storeId = '') =>
  queryOptions({
    queryKey: orderKeys.quote(fulfilment, zip, storeId),
    queryFn: () => getQuote(fulfilment, zip, storeId),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** The checkout's live numbers: subtotal priced by the server, the store, the ZIP's zone and the open windows. */
export const useQuote = (fulfilment: Fulfilment, zip: string, storeId = '') =>
  useQuery(quoteQueryOptions(fulfilment, zip, storeId));
