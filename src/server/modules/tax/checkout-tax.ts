import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { TaxClass } from '@/shared/tax/classes';
import { computeTax, rateOn } from '@/shared/tax/rules';
import { keepResult, type OrderTaxSnapshot, type TaxPlace } from '@/shared/tax/snapshot';
import { toRateView } from './rates';
import { taxRates, taxSettings } from './schema';
import { taxSettingsOf } from './tax-settings';

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
export async function checkoutTax(
  ex: Executor,
  input: CheckoutTaxInput,
  /** Read beforehand for many checkouts at once (`readTaxTable`); else read here. */
  table?: TaxTable,
): Promise<CheckoutTax> {
  const { settings, rate } = table ? await fromTable(ex, table, input) : await settingsAndRate(ex, input);
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

/**
 * The settings and the place's rate in force, in ONE statement (a checkout's transaction holds
 * its connection; on the embedded database every statement waits its turn, issue 34): the
 * settings' row (or none) beside each of the place's periods (or none).
 */
async function settingsAndRate(ex: Executor, input: CheckoutTaxInput) {
  const rows = await ex
    .select({ settings: taxSettings, rate: taxRates })
    .from(sql`(select 1) as one`)
    .leftJoin(taxSettings, eq(taxSettings.id, 1))
    .leftJoin(
      taxRates,
      and(eq(taxRates.store_id, input.place.storeId), eq(taxRates.zone_id, input.place.zoneId ?? '')),
    );
  const periods = rows.flatMap((r) => (r.rate ? [toRateView(r.rate)] : []));
  return {
    settings: await taxSettingsOf(ex, rows[0]?.settings ?? null, input.currency),
    rate: rateOn(periods, input.date),
  };
}

/** The settings' row and every place's rate periods, as `readTaxTable` read them. */
export type TaxTable = {
  settings: typeof taxSettings.$inferSelect | null;
  rates: (typeof taxRates.$inferSelect)[];
};

/**
 * The settings and every place's periods in one statement: the checkout reads them once for the
 * orders that arrive together, before their transactions (issue 34, decision 127), and each
 * order picks its place's rate from them.
 */
export async function readTaxTable(ex: Executor): Promise<TaxTable> {
  const rows = await ex
    .select({ settings: taxSettings, rate: taxRates })
    .from(sql`(select 1) as one`)
    .leftJoin(taxSettings, eq(taxSettings.id, 1))
    .leftJoin(taxRates, sql`true`);
  return { settings: rows[0]?.settings ?? null, rates: rows.flatMap((r) => (r.rate ? [r.rate] : [])) };
}

async function fromTable(ex: Executor, table: TaxTable, input: CheckoutTaxInput) {
  const zoneId = input.place.zoneId ?? '';
  const periods = table.rates
    .filter((r) => r.store_id === input.place.storeId && r.zone_id === zoneId)
    .map(toRateView);
  return {
    // The currency is given, so no read happens here.
    settings: await taxSettingsOf(ex, table.settings, input.currency),
    rate: rateOn(periods, input.date),
  };
}

/** Checkout's step: the snapshot, or the refusal on the field that chose the place. */
export async function requireCheckoutTax(
  ex: Executor,
  input: CheckoutTaxInput,
  field: string,
  table?: TaxTable,
): Promise<OrderTaxSnapshot | null> {
  const tax = await checkoutTax(ex, input, table);
  if (tax.ok) return tax.snapshot;
  if (tax.refuse)
    throw new AppError('validation_failed', 'tax.noRate', { fields: { [field]: [{ key: 'tax.noRate' }] } });
  return null;
}
