import { useQuery } from '@tanstack/react-query';
import { call, client } from '@/web/lib/api-client';
import { staffUserKeys } from './keys';

export const getUser = (id: string) =>
  call(client.accounts.users[':id'].$get({ param: { id: encodeURIComponent(id) } }));

/** One person with their orders and the addresses they used (a manager: their store's only). */
export const useUser = (id: string) =>
  useQuery({ queryKey: staffUserKeys.one(id), queryFn: () => getUser(id) });

export type UserDetail = Awaited<ReturnType<typeof getUser>>;
