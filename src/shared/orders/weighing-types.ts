import { numberFormat } from '../number-format';
import type { WeighingRule } from './weighing';

/** What an order keeps about selling by weight (issue 20); money in integer cents, weights in grams. */

/** The shop's tolerance when it has set none: at most 10 % above the estimate is charged. */
export const DEFAULT_WEIGHING_TOLERANCE_PCT = 10;
/** The most a shop may set (decision 051). */
export const MAX_WEIGHING_TOLERANCE_PCT = 50;

/**
 * A tolerance as typed or stored: 0 to 50, whole or one decimal, comma or dot ("10", "12,5",
 * "12.5"). Null when it is not one.
 */
export function parseTolerancePct(text: string): number | null {
  const match = /^(\d{1,2})(?:[.,](\d))?$/.exec(text.trim());
  if (!match) return null;
  const value = Number(match[1]) + Number(match[2] ?? 0) / 10;
  return value <= MAX_WEIGHING_TOLERANCE_PCT ? value : null;
}

/** The stored setting, or the default when unset or unreadable (the storefront never breaks on it). */
export const toleranceFromSetting = (value: string | null | undefined): number =>
  (value == null ? null : parseTolerancePct(value)) ?? DEFAULT_WEIGHING_TOLERANCE_PCT;

/** A tolerance for people: "10", "12,5" (pt-BR) or "12.5" (en). */
export const formatTolerancePct = (pct: number, locale = 'pt-BR'): string =>
  numberFormat(locale, { maximumFractionDigits: 1 }).format(pct);

/**
 * Kinds of order events: `weighing` (final weights saved), `settlement` (transfer difference
 * settled) and `edit` (staff fixed the order's lines, decision 085).
 */
export const ORDER_EVENT_KINDS = ['status', 'payment', 'weighing', 'settlement', 'edit'] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/** Stored on the order when it is placed with weighed lines: the estimate and the rule in force. */
export type OrderWeighingSnapshot = WeighingRule & {
  estimatedSubtotalCents: number;
  estimatedDiscountCents: number;
  estimatedTotalCents: number;
  /**
   * A bank transfer confirmed as paid: the amount the customer paid (the total when the payment
   * was confirmed), so a later weighing shows the balance or refund due. Absent: not paid yet.
   */
  paidCents?: number;
};

export type OrderTotals = {
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  /** Sales tax (decision 079), on orders that keep a tax snapshot. */
  taxCents?: number;
};

/** An event of kind `weighing`: each weighed line's estimate and final weight, totals before and after. */
export type WeighingEventDetails = {
  lines: {
    itemId: string;
    name: string;
    estimateGrams: number;
    /** Before this weighing (null: not weighed before). */
    previousGrams: number | null;
    finalGrams: number;
    cents: number;
    capped: boolean;
  }[];
  before: OrderTotals;
  after: OrderTotals;
};

/** How an order answers its weighing (null when nothing in it is sold by weight). */
export type OrderWeighingView = {
  tolerancePct: number;
  estimatedTotalCents: number;
  weighedAt: string | null;
  /** Bank transfer already paid: final total − what was paid (> 0 balance due, < 0 refund due). */
  differenceCents: number | null;
  settledAt: string | null;
};
