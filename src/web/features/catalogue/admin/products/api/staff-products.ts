import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffProductQuery } from '@/shared/catalogue/product-schemas';
import { call, client } from '@/web/lib/api-client';
import { staffProductKeys } from './keys';

const products = client.catalogue.staff.products;

/** The query string the API reads: defaults dropped, everything as text. */
function searchOf(query: StaffProductQuery): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  );
}

export const getStaffProducts = (query: StaffProductQuery) =>
  call(products.$get({ query: searchOf(query) as never }));

/** One page of the admin list; the previous page stays on screen while the next one loads. */
export const staffProductsQueryOptions = (query: StaffProductQuery) =>
  queryOptions({
    queryKey: staffProductKeys.list(query),
    queryFn: () => getStaffProducts(query),
    placeholderData: keepPreviousData,
  });
export const useStaffProducts = (query: StaffProductQuery) => useQuery(staffProductsQueryOptions(query));

export type StaffProductPage = Awaited<ReturnType<typeof getStaffProducts>>;
export type StaffProductRow = StaffProductPage['items'][number];

export const getStaffProduct = (id: string) =>
  call(products[':id'].$get({ param: { id: encodeURIComponent(id) } }));

/** A product as the editor opens it; never refetched behind the person's back while they type. */
export const useStaffProduct = (id: string | null) =>
  useQuery({
    queryKey: staffProductKeys.one(id ?? 'new'),
    queryFn: () => getStaffProduct(id!),
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

export type StaffProduct = Awaited<ReturnType<typeof getStaffProduct>>['product'];
