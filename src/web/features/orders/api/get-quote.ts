import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Fulfilment } from '../../../../shared/delivery/fulfilment';
import { call, client } from '../../../lib/api-client';
import { orderKeys } from './keys';

export const getQuote = (fulfilment: Fulfilment, zip: string) =>
  call(client.orders.quote.$get({ query: { fulfilment, ...(zip ? { zip } : {}) } }));

export const quoteQueryOptions = (fulfilment: Fulfilment, zip: string) =>
  queryOptions({
    queryKey: orderKeys.quote(fulfilment, zip),
    queryFn: () => getQuote(fulfilment, zip),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** The checkout's live numbers: subtotal priced by the server, the ZIP's zone and the open windows. */
export const useQuote = (fulfilment: Fulfilment, zip: string) => useQuery(quoteQueryOptions(fulfilment, zip));
