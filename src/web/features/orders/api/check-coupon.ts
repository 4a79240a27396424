import { useMutation } from '@tanstack/react-query';
import type { CouponCheckResult } from '../../../../shared/orders/types';
import { api } from '../../../lib/api-client';

export const checkCoupon = (code: string) =>
  api<CouponCheckResult>('/coupons/check', { method: 'POST', json: { code } });

/** The coupon field's live check (nothing is consumed until the order is placed). */
export const useCheckCoupon = () => useMutation({ mutationFn: checkCoupon });
