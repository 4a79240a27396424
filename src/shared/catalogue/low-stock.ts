import { LOW_STOCK_THRESHOLD, type StockState, stockState } from './rules';

/**
 * Low stock per variation (issue 39, decision 099). Stock is counted in units (pieces, packs) even
 * for weighed cuts, whose pieces carry an estimated weight. A variation's own threshold (units)
 * wins; without one, the shop's defaults apply: `units` for a fixed-price variation, and for a
 * weighed one the pieces that hold `kg` at its estimated weight, rounded up (2 kg of 1,2 kg pieces:
 * 2 pieces).
 */
export type LowStockDefaults = { units: number; kg: number };

export const LOW_STOCK_DEFAULTS: LowStockDefaults = { units: LOW_STOCK_THRESHOLD, kg: 2 };
/** The highest threshold a variation or the setting may hold (units); a kg default goes to 100. */
export const LOW_STOCK_THRESHOLD_MAX = 9999;
export const LOW_STOCK_KG_MAX = 100;

export type LowStockVariation = {
  stockQuantity: number | null;
  lowStockThreshold: number | null;
  weightKg: number | null;
  pricePerKgCents: number | null;
};

/** The threshold in force for a variation, in units (0: never low, only sold out). */
export function lowStockThreshold(v: Omit<LowStockVariation, 'stockQuantity'>, d: LowStockDefaults): number {
  if (v.lowStockThreshold !== null) return v.lowStockThreshold;
  if (v.pricePerKgCents !== null && v.weightKg !== null && v.weightKg > 0) {
    // Grams, so 2 / 0.4 does not become 5.000000001 → 6.
    return d.kg <= 0 ? 0 : Math.ceil(Math.round(d.kg * 1000) / Math.round(v.weightKg * 1000));
  }
  return d.units;
}

/** untracked (null stock), out (0), low (at or under its threshold), in. */
export function variationStockState(v: LowStockVariation, d: LowStockDefaults): StockState {
  return stockState(v.stockQuantity, lowStockThreshold(v, d));
}

/**
 * A product's state from its variations' states: untracked when none is tracked, out when every
 * variation is sold out, low when any is low or sold out, in otherwise.
 */
export function productStockState(states: readonly StockState[]): StockState {
  if (states.length === 0 || states.every((s) => s === 'untracked')) return 'untracked';
  if (states.every((s) => s === 'out')) return 'out';
  if (states.some((s) => s === 'out' || s === 'low')) return 'low';
  return 'in';
}

/** The defaults from the two settings' stored texts; a missing or broken one falls back. */
export function lowStockDefaultsFrom(units: string | undefined, kg: string | undefined): LowStockDefaults {
  const u = units === undefined ? Number.NaN : Number(units);
  const k = kg === undefined ? Number.NaN : Number(kg.replace(',', '.'));
  return {
    units: Number.isInteger(u) && u >= 0 && u <= LOW_STOCK_THRESHOLD_MAX ? u : LOW_STOCK_DEFAULTS.units,
    kg: Number.isFinite(k) && k >= 0 && k <= LOW_STOCK_KG_MAX ? k : LOW_STOCK_DEFAULTS.kg,
  };
}

/** "07:00" → minutes after local midnight; null when it is not a time of day. */
export function summaryMinutes(hhmm: string): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm.trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

export const LOW_STOCK_SUMMARY_HOUR_DEFAULT = '07:00';

/**
 * Whether the daily summary is due: the shop's local time has reached the hour and today's local
 * date has not been sent yet. Pure: the caller passes the local date and minutes of now.
 */
export function summaryDue(
  local: { date: string; minutes: number },
  hour: string,
  lastSentDate: string | null,
): boolean {
  const at = summaryMinutes(hour) ?? (summaryMinutes(LOW_STOCK_SUMMARY_HOUR_DEFAULT) as number);
  return local.minutes >= at && lastSentDate !== local.date;
}
