import { useMutation } from '@tanstack/react-query';
import { call, client } from '@/web/lib/api-client';

/** `guest`: a visitor's checkout checks it against her visitor cart (decision 096). */
export const checkCoupon = (code: string, guest = false) =>
  call(
    guest
      ? client.orders.guest.coupon.$post({ json: { code } })
      : client.coupons.check.$post({ json: { code } }),
  );

/** The coupon field's live check (nothing is consumed until the order is placed). */
export const useCheckCoupon = (guest = false) =>
  useMutation({ mutationFn: (code: string) => checkCoupon(code, guest) });
