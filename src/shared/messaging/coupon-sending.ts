/** §3.6 customer shape for coupon sending (column names as stored). */
export type CouponCustomer = {
  name: string;
  phone: string | null;
  is_active: boolean;
  is_verified: boolean;
  /** Consented to SMS for this (+1) phone (decision 077): a coupon goes by SMS where WhatsApp may not. */
  smsConsent?: boolean;
};

/** §5.5: a customer gets coupons only with a phone, an active account and a verified account. */
export function isEligibleForCoupon(customer: CouponCustomer): boolean {
  return Boolean(customer.phone?.trim()) && customer.is_active && customer.is_verified;
}

/** §3.6 send result of one message. */
export type SendResult = {
  success: boolean;
  /** Set when the number is international and was not sent automatically. */
  blocked?: boolean;
  message?: string;
  error?: string;
  messageId?: string;
};

/** The outcome of one customer in a bulk send; `customer` is the name shown in the error list. */
export type CustomerSendOutcome =
  | { customer: string; success: true }
  | { customer: string; success: false; error: string };

export type BulkResult = {
  success: boolean;
  totalCustomers: number;
  successfulSends: number;
  failedSends: number;
  errors: { customer: string; error: string }[];
};

/**
 * §4.5: a bulk send succeeds when at least one message went out and the failures are fewer than
 * the customers. With one outcome per customer the second half follows from the first; both are
 * checked as written so the rule reads like the spec. No customers at all is not a success.
 */
export function bulkResult(results: readonly CustomerSendOutcome[]): BulkResult {
  const errors = results.flatMap((r) => (r.success ? [] : [{ customer: r.customer, error: r.error }]));
  const totalCustomers = results.length;
  const failedSends = errors.length;
  const successfulSends = totalCustomers - failedSends;
  return {
    success: successfulSends > 0 && failedSends < totalCustomers,
    totalCustomers,
    successfulSends,
    failedSends,
    errors,
  };
}
