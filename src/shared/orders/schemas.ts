import { z } from 'zod';
import { pageNumber } from '../bounds';
import { calendarDate } from '../dates';
import { fulfilmentSchema } from '../delivery/fulfilment';
import { usStateCode } from '../delivery/us-states';
import { zipPlaceMismatches } from '../delivery/zip-places';
import { uuidSchema } from '../ids';
import { KEYS, MESSAGES } from '../messages';
import { PAYMENT_STATES } from '../payments/states';
import { COUNTRY_CODES, DEFAULT_COUNTRY } from '../phones/countries';
import { isValidTypedPhone, toE164 } from '../phones/rules';
import { TEXT_LIMITS, type TextLimitName, textMax } from '../text-limits';
import { dayFilterFields } from './day-plan';
import { ORDER_STATUSES } from './status';

/** Checkout and order API inputs (STYLE habit 1): the server validates with these, the form reads them. */

/** The Portuguese texts of checkout and order refusals (the catalogue's `order` group, decision 023). */
export const ORDER_MESSAGES = MESSAGES.order;
const K = KEYS.order;

/** `card`: Stripe's hosted page, a hold captured after weighing (issue 36); offered when Stripe is set up. */
export const PAYMENT_METHODS = ['pay_on_delivery', 'bank_transfer', 'card'] as const;
/** The methods staff confirm by hand (the manual provider). */
export const MANUAL_PAYMENT_METHODS = ['pay_on_delivery', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type ManualPaymentMethod = (typeof MANUAL_PAYMENT_METHODS)[number];
export const PAYMENT_STATUSES = ['pending', 'confirmed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const note = (max: number) =>
  z
    .string()
    .trim()
    .max(max, K.noteTooLong)
    .optional()
    .transform((v) => v || null);

/** A long text of the table (decision 110): refused past its limit with its own message; blank is null. */
const longNote = (name: TextLimitName) =>
  z
    .string()
    .trim()
    .max(...textMax(name))
    .optional()
    .transform((v) => v || null);

/** The fields of a US address; `addressSchema` adds the ZIP/city/state check. */
export const addressFields = {
  street: z.string().trim().min(3, K.addressRequired).max(200),
  unit: note(60),
  city: z.string().trim().min(2, K.cityRequired).max(80),
  /** A US state, as its code or its name; the order keeps the code ("Georgia" → "GA"). */
  state: z
    .string()
    .trim()
    .min(2, K.stateRequired)
    .max(40, K.stateInvalid)
    .transform((written, ctx) => {
      const code = usStateCode(written);
      if (code) return code;
      ctx.addIssue({ code: 'custom', message: K.stateInvalid });
      return z.NEVER;
    }),
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, K.zipInvalid),
};

/**
 * ZIP, city and state agree (decision 097, `delivery/zip-places.ts`): "Miami, FL 30060" is refused
 * on the state and the city, each saying what the ZIP is. Added to any object holding the fields.
 */
export function checkAddressPlace(
  address: { zip: string; city: string; state: string },
  ctx: z.RefinementCtx,
  path: (string | number)[] = [],
) {
  for (const m of zipPlaceMismatches(address)) {
    ctx.addIssue({
      code: 'custom',
      path: [...path, m.field],
      message: m.field === 'state' ? K.zipStateMismatch : K.zipCityMismatch,
      params: m.field === 'state' ? { zip: m.zip, state: m.state } : { zip: m.zip, city: m.city },
    });
  }
}

export const addressSchema = z.object(addressFields).superRefine((a, ctx) => checkAddressPlace(a, ctx));
export type AddressInput = z.input<typeof addressSchema>;

/**
 * Decision 032: the courier calls before a delivery, so delivery needs a phone; pickup may go
 * without (the order then keeps the profile's phone, if any). A phone given must fit its country (§5.4).
 */
export function contactPhoneIssue(
  fulfilment: string,
  country: (typeof COUNTRY_CODES)[number] | undefined,
  phone: string | undefined,
) {
  phone = phone?.trim();
  country ??= DEFAULT_COUNTRY;
  if (!phone) return fulfilment === 'delivery' ? K.phoneRequired : null;
  return /^[\d\s().+-]*$/.test(phone) && isValidTypedPhone(phone, country)
    ? null
    : KEYS.phone.invalidForCountry;
}

/** The phone checks can run on a body whose other fields are wrong, not on one that is not an object. */
function contactPhoneReadable({ value }: { value: unknown }) {
  const v = value as Record<string, unknown> | null;
  const phone = v?.phone;
  return (
    typeof v?.fulfilment === 'string' &&
    (phone === undefined || typeof phone === 'string') &&
    (v?.phoneCountry === undefined || (COUNTRY_CODES as readonly unknown[]).includes(v.phoneCountry))
  );
}

/** The window's day: a real one (2026-02-30 was a 500, issue 34); the window check says if it is offered. */
const dateSchema = calendarDate(K.windowRequired);

/** The checkout's fields, before the checks across fields (`withOrderChecks`). */
export const placeOrderFields = z.object({
  fulfilment: fulfilmentSchema,
  /**
   * The store (decision 037): for a pickup, the one chosen (left out: the oldest with pickup on);
   * for a delivery, the one whose windows the page showed — it must be the ZIP's store.
   */
  storeId: uuidSchema(K.pickupStoreUnknown).optional(),
  address: addressSchema.optional(),
  date: dateSchema,
  windowId: z.string().min(1, K.windowRequired).max(40),
  notes: longNote('orderNote'),
  /** Per-line notes (cut, thickness), by cart line id. */
  itemNotes: z
    .record(
      uuidSchema(),
      z
        .string()
        .trim()
        .max(...textMax('itemNote')),
    )
    .default({}),
  couponCode: z
    .string()
    .trim()
    .max(40)
    .optional()
    .transform((v) => v || null),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: K.paymentRequired }),
  /** The contact phone for this order, with its country (decision 006); see `contactPhoneIssue`. */
  phoneCountry: z.enum(COUNTRY_CODES, { error: KEYS.phone.countryInvalid }).default(DEFAULT_COUNTRY),
  phone: z.string().trim().max(40, KEYS.phone.invalidForCountry).optional(),
  /** SMS to this +1 phone about the order and offers (TCPA, decision 077): unchecked by default. */
  smsConsent: z.boolean().default(false),
  /**
   * "Salvar este endereço" (decision 097): a delivery's address goes into her address book with
   * the order, under this label (left out: "Endereço" / "Address"). A guest has no book: ignored.
   */
  saveAddress: z.boolean().default(false),
  addressLabel: z.string().trim().max(40, K.noteTooLong).optional(),
});

/**
 * The checks across fields and the phone's E.164 form, shared by the signed-in checkout and the
 * guest's (decision 096), which adds her e-mail and name to the same fields.
 */
export function withOrderChecks<S extends z.ZodType<z.output<typeof placeOrderFields>>>(schema: S) {
  return (
    schema
      .refine((v) => v.fulfilment === 'pickup' || v.address !== undefined, {
        path: ['address', 'street'],
        message: K.addressRequired,
      })
      // Checked beside the other fields' errors (`when`), so the form shows them all at once.
      .refine((v) => contactPhoneIssue(v.fulfilment, v.phoneCountry, v.phone) !== K.phoneRequired, {
        path: ['phone'],
        message: K.phoneRequired,
        when: contactPhoneReadable,
      })
      .refine(
        (v) => contactPhoneIssue(v.fulfilment, v.phoneCountry, v.phone) !== KEYS.phone.invalidForCountry,
        {
          path: ['phone'],
          message: KEYS.phone.invalidForCountry,
          when: contactPhoneReadable,
        },
      )
      // Stored as E.164 ("+5511987654321"), so messages and the desk's links never guess the country.
      .transform(({ phone, ...rest }) => ({
        ...rest,
        phone: phone ? toE164(rest.phoneCountry, phone) : null,
      }))
  );
}

export const placeOrderSchema = withOrderChecks(placeOrderFields);
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
  /** The pickup store chosen (decision 037); a delivery's store comes from the ZIP. */
  storeId: uuidSchema(K.pickupStoreUnknown).optional(),
});

/** The note staff may add to a status change or a payment confirmation (the customer reads it). */
export const STAFF_NOTE_MAX = TEXT_LIMITS.staffNote;

export const statusChangeSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  note: longNote('staffNote'),
});
export type StatusChangeInput = z.input<typeof statusChangeSchema>;

export const confirmPaymentSchema = z.object({ note: longNote('staffNote') });

export const staffOrdersQuery = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  storeId: uuidSchema().optional(),
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
  /** A card payment's state (issue 36, decision 081): held, charged, refunded… */
  cardState: z.enum(PAYMENT_STATES).optional(),
  /** Order number ("BP-1042" or "1042") or part of the customer's e-mail or name. */
  q: z.string().trim().max(100).optional(),
  /** Delivery/pickup day, window ("09:00-12:00") and way (issue 39, decision 080). */
  ...dayFilterFields,
  page: pageNumber().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type StaffOrdersQuery = z.output<typeof staffOrdersQuery>;

export const orderIdParams = z.object({ id: uuidSchema(K.notFound) });
