import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CouponState } from '@/shared/coupons/validity';
import { call, client } from '@/web/lib/api-client';
import { couponKeys } from './keys';

export type CouponFilters = { q: string; state: CouponState | ''; page: number };

export const getCoupons = ({ q, state, page }: CouponFilters) =>
  call(
    client.coupons.staff.$get({
      query: {
        ...(q ? { q } : {}),
        ...(state ? { state } : {}),
        ...(page > 1 ? { page: String(page) } : {}),
      },
    }),
  );

/** One page of coupons as the URL's filters ask. */
export const useCoupons = (filters: CouponFilters) =>
  useQuery({
    queryKey: couponKeys.list(JSON.stringify(filters)),
    queryFn: () => getCoupons(filters),
    placeholderData: keepPreviousData,
  });

export type CouponList = Awaited<ReturnType<typeof getCoupons>>;
export type CouponListRow = CouponList['coupons'][number];

export const getCoupon = (id: string) =>
  call(client.coupons.staff[':id'].$get({ param: { id: encodeURIComponent(id) } }));

/** One coupon with the orders that used it. */
export const useCoupon = (id: string) =>
  useQuery({ queryKey: couponKeys.one(id), queryFn: () => getCoupon(id), retry: false, enabled: id !== '' });

export type CouponDetail = Awaited<ReturnType<typeof getCoupon>>;
