import { z } from 'zod';
import { KEYS } from '../messages';
import { textMax } from '../text-limits';

const K = KEYS.payment;

/**
 * A refund on the order desk (issue 36): an amount in integer cents (left out: all that is left)
 * and a reason, which the customer's timeline and the audit log keep.
 */
export const refundSchema = z.object({
  amountCents: z
    .number({ error: K.refundNotPositive })
    .int(K.refundNotPositive)
    .positive(K.refundNotPositive)
    .max(99_999_999, K.refundTooLarge)
    .nullable()
    .default(null),
  reason: z
    .string({ error: K.reasonRequired })
    .trim()
    .min(3, K.reasonRequired)
    .max(...textMax('refundReason')),
});
export type RefundInput = z.input<typeof refundSchema>;
