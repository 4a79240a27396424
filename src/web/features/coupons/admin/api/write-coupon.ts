import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CouponEditInput, CouponSaveInput } from '@/shared/coupons/admin-schema';
import { call, client } from '@/web/lib/api-client';
import { couponKeys } from './keys';

const one = client.coupons.staff[':id'];
const idParam = (id: string) => ({ id: encodeURIComponent(id) });

export const createCoupon = (input: CouponSaveInput) => call(client.coupons.staff.$post({ json: input }));
export const updateCoupon = ({ id, ...input }: CouponEditInput & { id: string }) =>
  call(one.$patch({ param: idParam(id), json: input }));
export const deleteCoupon = (id: string) => call(one.$delete({ param: idParam(id) }));

/** After any write (or a refusal: a colleague saved first) the list and the coupon are read again. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: couponKeys.all });
}

export const useCreateCoupon = () => {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: createCoupon, onSettled: invalidate });
};
export const useUpdateCoupon = () => {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: updateCoupon, onSettled: invalidate });
};
export const useDeleteCoupon = () => {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: deleteCoupon, onSettled: invalidate });
};
