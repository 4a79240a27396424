import type { Executor } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { TaxClass } from '@/shared/tax/classes';
import { computeTax } from '@/shared/tax/rules';
import { keepResult, type OrderTaxSnapshot, type TaxPlace } from '@/shared/tax/snapshot';
import { rateInForce } from './rates';
import { readTaxSettings } from './tax-settings';

export type CheckoutTaxInput = {
  place: TaxPlace;
  /** The order's day in the shop's calendar (YYYY-MM-DD): the rate in force then applies. */
  date: string;
  /** The shop's currency (read with checkout's other settings): it picks the mode when set to auto. */
  currency: string;
  /** The lines in the order's order: class and goods-plus-extras before the coupon. */
  lines: readonly { taxClass: TaxClass; amountCents: number }[];
  discountCents: number;
  deliveryFeeCents: number;
};

export type CheckoutTax =
  | { ok: true; snapshot: OrderTaxSnapshot }
  /** No rate for the place: refused when tax is added; an order with tax included goes untaxed-recorded. */
  | { ok: false; refuse: boolean };

/**
 * The order's tax as the checkout and its live quote compute it, in the caller's executor (the
 * checkout's transaction): the place's rate in force on the order's day, the shop's settings,
 * the shared rule. The answer is the snapshot the order keeps (decision 079).
 */
export async function checkoutTax(ex: Executor, input: CheckoutTaxInput): Promise<CheckoutTax> {
  const settings = await readTaxSettings(ex, input.currency);
  const rate = await rateInForce(ex, input.place, input.date);
  if (!rate) return { ok: false, refuse: settings.mode === 'added' };
  const rates = { generalBp: rate.generalBp, foodBp: rate.foodBp, validFrom: rate.validFrom };
  const result = computeTax({
    lines: input.lines.map((l, i) => ({ id: String(i), taxClass: l.taxClass, amountCents: l.amountCents })),
    discountCents: input.discountCents,
    deliveryFee: { amountCents: input.deliveryFeeCents, taxClass: settings.deliveryFeeClass },
    rates,
    rounding: settings.rounding,
    mode: settings.mode,
  });
  return {
    ok: true,
    snapshot: {
      place: { storeId: input.place.storeId, zoneId: input.place.zoneId },
      rates,
      rounding: settings.rounding,
      mode: settings.mode,
      deliveryFeeClass: settings.deliveryFeeClass,
      classes: input.lines.map((l) => l.taxClass),
      result: keepResult(result),
    },
  };
}

/** Checkout's step: the snapshot, or the refusal on the field that chose the place. */
export async function requireCheckoutTax(
  ex: Executor,
  input: CheckoutTaxInput,
  field: string,
): Promise<OrderTaxSnapshot | null> {
  const tax = await checkoutTax(ex, input);
  if (tax.ok) return tax.snapshot;
  if (tax.refuse)
    throw new AppError('validation_failed', 'tax.noRate', { fields: { [field]: [{ key: 'tax.noRate' }] } });
  return null;
}
