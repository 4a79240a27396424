import { z } from 'zod';
import { calendarDate } from '../dates';
import { fulfilmentSchema } from '../delivery/fulfilment';
import { uuidSchema } from '../ids';
import { KEYS } from '../messages';
import type { PaymentMethod, PaymentStatus } from './schemas';
import type { OrderStatus } from './status';
import type { OrderAddress } from './types';

/**
 * Planning the day (issue 39, decision 080): the desk's day and window filters, the day sheet (the
 * cuts to prepare, summed) and the route sheet (the deliveries in window order).
 */

/** A window as the desk filters on it: its start and end on the shop's clock ("09:00-12:00"). */
const WINDOW = /^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/;

export const windowFilter = z
  .string()
  .trim()
  .regex(WINDOW, KEYS.order.windowFilterInvalid)
  .refine((w) => w.slice(0, 5) < w.slice(6), KEYS.order.windowFilterInvalid);

/** `day` a real calendar day (2026-02-30 → 422 on `day`), `window` "HH:mm-HH:mm". */
export const dayFilterFields = {
  day: calendarDate(KEYS.common.dateInvalid).optional(),
  window: windowFilter.optional(),
  fulfilment: fulfilmentSchema.optional(),
};

export const windowKey = (start: string, end: string) => `${start}-${end}`;

/** The sheets' query: a day is required, the window and the store optional. */
export const daySheetQuery = z.object({
  day: calendarDate(KEYS.common.dateInvalid),
  window: windowFilter.optional(),
  storeId: uuidSchema().optional(),
});
export type DaySheetQuery = z.output<typeof daySheetQuery>;

/** One order line as the day sheet reads it (weights in kg as the database keeps them). */
export type PrepLine = {
  productId: string | null;
  productName: string;
  variationName: string | null;
  notes: string | null;
  extras: string[];
  quantity: number;
  /** The variation's weight per unit, kg (null: not sold by weight and no weight known). */
  weightKg: number | string | null;
  /** The scale's weight for the whole line once weighed, kg. */
  finalWeightKg: number | string | null;
};

/** A cut to prepare: the same product, variation, notes and extras summed across the orders. */
export type PrepCut = {
  productName: string;
  variationName: string | null;
  notes: string | null;
  extras: string[];
  quantity: number;
  /** Orders the cut appears in. */
  lines: number;
  estimatedGrams: number | null;
  /** Sum of the weighed lines' grams; null while none is weighed. */
  weighedGrams: number | null;
  /** Lines of this cut still to weigh (weight known but not weighed yet). */
  toWeigh: number;
};

const grams = (kg: number | string) => Math.round(Number(kg) * 1000);
const tidy = (text: string | null) => {
  const t = text?.trim().replace(/\s+/g, ' ');
  return t ? t : null;
};

/**
 * The rule of the day sheet: lines of the same product, variation, notes (case and spaces aside)
 * and extras are one cut; quantities, estimated grams (weight × quantity) and weighed grams are
 * summed. Sorted by product, then variation, then notes (no notes first).
 */
export function sumCuts(lines: readonly PrepLine[]): PrepCut[] {
  const cuts = new Map<string, PrepCut>();
  for (const line of lines) {
    const notes = tidy(line.notes);
    const extras = [...line.extras].sort();
    const key = JSON.stringify([
      line.productId ?? line.productName,
      line.variationName,
      notes?.toLowerCase() ?? null,
      extras,
    ]);
    let cut = cuts.get(key);
    if (!cut) {
      cut = {
        productName: line.productName,
        variationName: line.variationName,
        notes,
        extras,
        quantity: 0,
        lines: 0,
        estimatedGrams: null,
        weighedGrams: null,
        toWeigh: 0,
      };
      cuts.set(key, cut);
    }
    cut.quantity += line.quantity;
    cut.lines += 1;
    if (line.weightKg !== null)
      cut.estimatedGrams = (cut.estimatedGrams ?? 0) + grams(line.weightKg) * line.quantity;
    if (line.finalWeightKg !== null) cut.weighedGrams = (cut.weighedGrams ?? 0) + grams(line.finalWeightKg);
    else if (line.weightKg !== null) cut.toWeigh += 1;
  }
  const text = (s: string | null) => s ?? '';
  return [...cuts.values()].sort(
    (a, b) =>
      a.productName.localeCompare(b.productName, 'pt-BR') ||
      text(a.variationName).localeCompare(text(b.variationName), 'pt-BR') ||
      text(a.notes).localeCompare(text(b.notes), 'pt-BR'),
  );
}

/** A pay-on-delivery order whose payment is not confirmed: the courier collects its total. */
export const amountToCollect = (o: {
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  totalCents: number;
}) => (o.paymentMethod === 'pay_on_delivery' && o.paymentStatus === 'pending' ? o.totalCents : 0);

/** An order on a sheet (pickups on the day sheet, stops on the route sheet). */
export type SheetOrder = {
  id: string;
  number: string;
  status: OrderStatus;
  customerName: string | null;
  phone: string | null;
  windowStart: string;
  windowEnd: string;
  address: OrderAddress | null;
  notes: string | null;
  itemCount: number;
  totalCents: number;
  amountToCollectCents: number;
};

export type DaySheet = {
  day: string;
  window: string | null;
  /** Orders on the sheet (cancelled ones are left out). */
  orderCount: number;
  deliveryCount: number;
  cuts: PrepCut[];
  pickups: SheetOrder[];
};

export type RouteSheet = {
  day: string;
  window: string | null;
  stops: SheetOrder[];
  toCollectCents: number;
};
