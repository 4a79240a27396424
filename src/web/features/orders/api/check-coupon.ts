import { useMutation } from '@tanstack/react-query';
import { call, client } from '@/web/lib/api-client';

export const checkCoupon = (code: string) => call(client.coupons.check.$post({ json: { code } }));

/** The coupon field's live check (nothing is consumed until the order is placed). */
export const useCheckCoupon = () => useMutation({ mutationFn: checkCoupon });
