import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, client } from '@/web/lib/api-client';
import { orderKeys } from './keys';

export const getMyOrders = () => call(client.orders.$get());
export const getMyOrder = (id: string) =>
  call(client.orders[':id'].$get({ param: { id: encodeURIComponent(id) } }));

export const myOrdersQueryOptions = () => queryOptions({ queryKey: orderKeys.mine(), queryFn: getMyOrders });
export const myOrderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: orderKeys.one(id),
    queryFn: () => getMyOrder(id),
    retry: (n, e) => n < 1 && !String(e).includes('404'),
  });

/** The signed-in customer's orders, newest first. */
export const useMyOrders = () => useQuery(myOrdersQueryOptions());
/** One of the customer's orders (another customer's answers 404). */
export const useMyOrder = (id: string) => useQuery({ ...myOrderQueryOptions(id), enabled: id !== '' });
