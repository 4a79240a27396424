import { z } from 'zod';
import { calendarDate } from '../dates';
import { uuidSchema } from '../ids';
import { KEYS } from '../messages';

/**
 * Input shapes of coupon sending (issue 18, decision 044): the API validates with them and the
 * screen builds its requests with them. Customers are users_unified ids; coupons are coupon ids.
 */
const K = KEYS.couponSending;

/** A bulk send holds at most this many customers (a send of 5,000 takes about 1 h 23 min at §9's pace). */
export const MAX_BULK_CUSTOMERS = 5_000;
/** Customers per page of the recipients list. */
export const RECIPIENTS_PAGE_SIZE = 50;

const id = uuidSchema(K.filterInvalid);
/** A day of the last-order filter, or '' for none (2026-02-30 was a 500, issue 34). */
const day = calendarDate(K.filterInvalid, { empty: true });

const couponIds = z.array(id).min(1, K.couponsRequired).max(20, K.couponsRequired);

/** Who to list, or (for "all eligible") to send to: search, store of their orders, last order between two days. */
export const recipientFilterSchema = z.object({
  q: z.string().trim().max(100, K.filterInvalid).optional().default(''),
  storeId: z
    .union([id, z.literal('')])
    .optional()
    .default(''),
  orderedFrom: day.optional().default(''),
  orderedTo: day.optional().default(''),
});
export type RecipientFilter = z.infer<typeof recipientFilterSchema>;

export const recipientListQuerySchema = recipientFilterSchema.extend({
  page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
});
export type RecipientListQuery = z.infer<typeof recipientListQuerySchema>;

export const couponPreviewSchema = z.object({ couponIds });

/** One customer, at once. `force` is SPEC §6's flag: an international number gets the chat links. */
export const singleSendSchema = z.object({
  couponIds,
  customerId: id,
  force: z.boolean().optional().default(false),
  /** A bulk send's item this manual send completes ("Envio Internacional" from the job page). */
  jobItemId: id.optional(),
});
export type SingleSendInput = z.input<typeof singleSendSchema>;

/** Many customers, on the server one per second: hand-picked ids, or every eligible customer a filter finds. */
export const bulkSendSchema = z
  .object({
    couponIds,
    customerIds: z.array(id).max(MAX_BULK_CUSTOMERS, K.tooManyCustomers).optional(),
    filter: recipientFilterSchema.optional(),
  })
  .refine((v) => (v.customerIds?.length ?? 0) > 0 || v.filter !== undefined, {
    message: K.customersRequired,
    path: ['customerIds'],
  });
export type BulkSendInput = z.input<typeof bulkSendSchema>;

export const BULK_JOB_STATES = ['running', 'done', 'cancelled'] as const;
export type BulkJobState = (typeof BULK_JOB_STATES)[number];
/** A customer in a bulk send: waiting, then sending, then success or error (SPEC §4.5); or cancelled. */
export const BULK_ITEM_STATES = ['pending', 'sending', 'success', 'error', 'cancelled'] as const;
export type BulkItemState = (typeof BULK_ITEM_STATES)[number];
