import { z } from 'zod';
import { fulfilmentSchema } from '../delivery/fulfilment';
import { uuidSchema } from '../ids';
import { KEYS, MESSAGES } from '../messages';
import { ORDER_STATUSES } from './status';

/** Checkout and order API inputs (STYLE habit 1): the server validates with these, the form reads them. */

/** The Portuguese texts of checkout and order refusals (the catalogue's `order` group, decision 023). */
export const ORDER_MESSAGES = MESSAGES.order;
const K = KEYS.order;

export const PAYMENT_METHODS = ['pay_on_delivery', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_STATUSES = ['pending', 'confirmed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const note = (max: number) =>
  z
    .string()
    .trim()
    .max(max, K.noteTooLong)
    .optional()
    .transform((v) => v || null);

export const addressSchema = z.object({
  street: z.string().trim().min(3, K.addressRequired).max(200),
  unit: note(60),
  city: z.string().trim().min(2, K.cityRequired).max(80),
  state: z.string().trim().min(2, K.stateRequired).max(40),
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, K.zipInvalid),
});
export type AddressInput = z.input<typeof addressSchema>;

const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, K.windowRequired);

export const placeOrderSchema = z
  .object({
    fulfilment: fulfilmentSchema,
    address: addressSchema.optional(),
    date: dateSchema,
    windowId: z.string().min(1, K.windowRequired).max(40),
    notes: note(1000),
    /** Per-line notes (cut, thickness), by cart line id. */
    itemNotes: z.record(uuidSchema(), z.string().trim().max(300)).default({}),
    couponCode: z
      .string()
      .trim()
      .max(40)
      .optional()
      .transform((v) => v || null),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: K.paymentRequired }),
  })
  .refine((v) => v.fulfilment === 'pickup' || v.address !== undefined, {
    path: ['address', 'street'],
    message: K.addressRequired,
  });
export type PlaceOrderInput = z.input<typeof placeOrderSchema>;
export type PlaceOrderValues = z.output<typeof placeOrderSchema>;

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const idempotencyKeySchema = uuidSchema(K.idempotencyKey);

export const couponCheckSchema = z.object({
  code: z.string().trim().min(1, K.couponRequired).max(40),
});

export const quoteQuerySchema = z.object({
  fulfilment: fulfilmentSchema.default('delivery'),
  zip: z.string().trim().max(10).optional(),
});

/** The note staff may add to a status change or a payment confirmation (the customer reads it). */
export const STAFF_NOTE_MAX = 500;

export const statusChangeSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  note: note(STAFF_NOTE_MAX),
});
export type StatusChangeInput = z.input<typeof statusChangeSchema>;

export const confirmPaymentSchema = z.object({ note: note(STAFF_NOTE_MAX) });

export const staffOrdersQuery = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  storeId: uuidSchema().optional(),
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
  /** Order number ("BP-1042" or "1042") or part of the customer's e-mail or name. */
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type StaffOrdersQuery = z.output<typeof staffOrdersQuery>;

export const orderIdParams = z.object({ id: uuidSchema(K.notFound) });
