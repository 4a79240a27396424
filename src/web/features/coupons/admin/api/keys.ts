/** The coupons area's queries (STYLE habit 8): a write reads the list and the coupon again. */
export const couponKeys = {
  all: ['staff', 'coupons'] as const,
  list: (search: string) => [...couponKeys.all, 'list', search] as const,
  one: (id: string) => [...couponKeys.all, 'one', id] as const,
};
