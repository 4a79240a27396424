import { z } from 'zod';
import { cents, int4 } from '../bounds';
import { calendarDate, dateProblem, instant } from '../dates';
import { addDays, localParts, zonedInstant } from '../delivery/zoned-time';
import { KEYS } from '../messages';
import { SHOP_TIME_ZONE } from '../shop-time';
import { textMax } from '../text-limits';
import { COUPON_STATES } from './validity';

/**
 * Input shapes of the admin panel's coupons area (issue 18, SPEC §3.5): the API validates with
 * them, the form builds with them (zodResolver). Money is integer cents; a percentage is a number
 * of percent (10 = 10 %, two decimals at most).
 */
const K = KEYS.couponAdmin;

/** Coupon dates are days in the shop's time zone (Georgia): valid from the day's first instant to its last. */
export const COUPON_TIME_ZONE = SHOP_TIME_ZONE;

/** Code as stored: upper case, 3–30 of A–Z, 0–9, - and _. */
export const COUPON_CODE = /^[A-Z0-9_-]{3,30}$/;
const MAX_CENTS = 10_000_000;

/** A day ("2026-12-31") within the shop's range, or '' for none (9999-12-31 was a 500, issue 34). */
const day = calendarDate(K.dateInvalid, { empty: true });

const money = (min: 0 | 1) =>
  cents(
    {
      invalid: K.amountInvalid,
      tooSmall: min === 0 ? K.amountNegative : K.amountPositive,
      tooLarge: K.amountTooLarge,
    },
    { min, max: MAX_CENTS },
  );

/** A limit: a whole number from 1 that the `integer` column holds, or null for none (an empty box). */
const limit = int4({ invalid: K.limitRange, tooLarge: K.limitTooLarge }, { min: 1 }).nullable();

const fields = {
  code: z
    .string({ message: K.codeRequired })
    .trim()
    .toUpperCase()
    .min(1, K.codeRequired)
    .regex(COUPON_CODE, K.codeFormat),
  name: z.string({ message: K.nameRequired }).trim().min(1, K.nameRequired).max(80, K.textTooLong),
  description: z
    .string()
    .trim()
    .max(...textMax('couponDescription')),
  type: z.enum(['percentage', 'fixed_amount'], { message: K.typeInvalid }),
  /** Percent for a percentage coupon, cents for a fixed one; the type decides the rule (below). */
  value: z.number({ message: K.valueRequired }),
  minimumOrderCents: money(0),
  /** Percentage coupons only; null: no cap. */
  maximumDiscountCents: money(1).nullable(),
  usageLimit: limit,
  /** Uses one customer may make (e.g. 1: once each); null: no limit per customer. */
  perCustomerLimit: limit,
  validFrom: day,
  validUntil: day,
  isActive: z.boolean({ message: K.flagInvalid }),
};

type Fields = { [F in keyof typeof fields]: z.output<(typeof fields)[F]> };

/** The rules between fields: the value by type, the cap on percentages only, the dates in order. */
function couponRules(v: Fields, ctx: z.RefinementCtx) {
  const issue = (path: keyof Fields, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  if (Number.isFinite(v.value)) {
    if (v.value < 0) issue('value', K.amountNegative);
    else if (v.type === 'percentage') {
      if (v.value === 0 || v.value > 100) issue('value', K.percentRange);
      else if (Math.round(v.value * 100) !== v.value * 100) issue('value', K.percentDecimals);
    } else if (!Number.isInteger(v.value)) issue('value', K.amountInvalid);
    else if (v.value === 0) issue('value', K.amountPositive);
    else if (v.value > MAX_CENTS) issue('value', K.amountTooLarge);
  } else issue('value', K.valueRequired);
  if (v.type === 'fixed_amount' && v.maximumDiscountCents !== null)
    issue('maximumDiscountCents', K.maximumOnlyPercentage);
  if (dateProblem(v.validFrom) === null && dateProblem(v.validUntil) === null && v.validUntil < v.validFrom)
    issue('validUntil', K.untilBeforeFrom);
}

/** POST /api/coupons/staff, and the form: every field of §3.5 plus the per-customer limit. */
export const couponSaveSchema = z.object(fields).superRefine(couponRules);
export type CouponSaveInput = z.input<typeof couponSaveSchema>;
export type CouponSaveValues = z.output<typeof couponSaveSchema>;

/** PATCH /api/coupons/staff/:id: the same fields, based on the version read (`updatedAt`). */
export const couponEditSchema = z
  .object({ ...fields, updatedAt: instant(K.staleVersion) })
  .superRefine(couponRules);
export type CouponEditInput = z.input<typeof couponEditSchema>;

export const COUPON_PAGE_SIZE = 20;

/** GET /api/coupons/staff: search (code or name), state and page. */
export const couponListQuerySchema = z.object({
  q: z.string().trim().max(60, K.filterInvalid).optional().default(''),
  state: z.enum(COUPON_STATES, { message: K.filterInvalid }).optional(),
  page: z.coerce
    .number({ message: K.filterInvalid })
    .int(K.filterInvalid)
    .min(1, K.filterInvalid)
    .optional()
    .default(1),
});
export type CouponListQuery = z.input<typeof couponListQuerySchema>;

/** The first instant of a day in the shop's zone (null for ''). */
export const dayStart = (d: string): Date | null => (d ? zonedInstant(d, '00:00', COUPON_TIME_ZONE) : null);
/** The last instant (…23:59:59.999) of a day in the shop's zone (null for ''). */
export const dayEnd = (d: string): Date | null =>
  d ? new Date(zonedInstant(addDays(d, 1), '00:00', COUPON_TIME_ZONE).getTime() - 1) : null;
/** An instant as the day it falls on in the shop's zone ('' for none). */
export const dayOf = (instant: Date | null): string =>
  instant ? localParts(instant, COUPON_TIME_ZONE).date : '';
