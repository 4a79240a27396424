import type { PaymentProviderId } from '@/shared/payments/states';

/**
 * The manual provider (pay on delivery, bank transfer): no money moves through the shop, staff
 * confirm it by hand on the order desk (decision 021). It has no hold, capture or refund to make;
 * it names the methods it covers, which the checkout offers when the shop enabled them.
 */
export const MANUAL_PROVIDER = {
  id: 'manual' as PaymentProviderId,
  methods: ['pay_on_delivery', 'bank_transfer'] as const,
};
