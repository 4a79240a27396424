import { z } from 'zod';
import type { MessageKey } from './messages';

/**
 * Every long free text a customer or staff types (issue 38, decision 110): one limit per field,
 * the same for the server's schema, the form's `maxLength` and its counter ("123/1000"). A text
 * past its limit is refused (422, the field named, its limit said), never cut.
 *
 * A limit counts UTF-16 code units, as `String.length`, zod's `.max` and a textarea's `maxLength`
 * do: one per letter, accented ones included; an emoji counts 2 (decision 110).
 */
export const TEXT_LIMITS = {
  /** The order's note at checkout. */
  orderNote: 1000,
  /** A cart line's preparation note at checkout (cut, thickness). */
  itemNote: 300,
  /** The cut options' free note line (product page, quick add, the desk's edit). */
  cutNote: 140,
  /** The contact form's message. */
  contactMessage: 2000,
  /** Staff's note on a status change (a cancellation's reason), a payment confirmation, an undo. */
  staffNote: 500,
  /** Why staff substitute a line or take an order under its zone's minimum (order edits). */
  editReason: 500,
  /** Why staff refund a card payment (also sent to Stripe). */
  refundReason: 300,
  /** A testimonial's text (the admin's reviews). */
  testimonialText: 1000,
  /** A product's description, in each language. */
  productDescription: 4000,
  /** A category's description, in each language. */
  categoryDescription: 500,
  /** A coupon's description. */
  couponDescription: 300,
  /** A home banner's subtitle, in each language. */
  bannerSubtitle: 300,
  /** A home section's subtitle, in each language. */
  sectionSubtitle: 300,
  /** A home section's body (the about text), in each language. */
  sectionBody: 5000,
} as const;

export type TextLimitName = keyof typeof TEXT_LIMITS;

/** The refusal of a text past its limit: "A observação pode ter até {max} caracteres." */
export const textLimitMessage = (name: TextLimitName) => `textLimit.${name}` as const satisfies MessageKey;

/** `.max(...textMax('orderNote'))`: a schema's bound and its message, both from the table. */
export const textMax = (name: TextLimitName) => [TEXT_LIMITS[name], textLimitMessage(name)] as const;

/** An optional long text of the table: blank is null (a product's or a category's description). */
export const optionalLongText = (name: TextLimitName) =>
  z
    .string()
    .trim()
    .max(...textMax(name))
    .nullish()
    .transform((v) => v || null);

/** From this share of the limit on, the counter turns to the warning colour and speaks (90 %). */
export const TEXT_LIMIT_NEAR = 0.9;

/** Whether `length` is near (or at) `max`: the counter's warning. */
export const isNearTextLimit = (length: number, max: number) => length >= Math.ceil(max * TEXT_LIMIT_NEAR);

/**
 * A count as the counter and the messages write it: "1,000" in English, "1000" in Portuguese (as
 * the server's Portuguese messages write it).
 */
export const countText = (count: number, language: string) =>
  language.startsWith('en') ? count.toLocaleString('en-US') : String(count);
