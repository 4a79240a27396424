import type { TaxClass, TaxMode, TaxRounding } from './classes';
import type { TaxModeChoice } from './schemas';
import type { OrderTaxSnapshot } from './snapshot';

/** How the API answers the rate table (issue 37, decision 079). */
export type TaxRateView = {
  id: string;
  storeId: string;
  /** '' for the store's pickup counter. */
  zoneId: string;
  generalBp: number;
  foodBp: number;
  validFrom: string;
  source: string | null;
};

export type TaxPlaceView = {
  storeId: string;
  storeName: string;
  zoneId: string;
  /** The pickup address, or the zone's name. */
  name: string;
  kind: 'pickup' | 'zone';
  rates: TaxRateView[];
  /** In force today; null: the place has no rate now (checkout refuses it when tax is added). */
  current: TaxRateView | null;
};

export type TaxSettingsView = {
  mode: TaxMode;
  modeChoice: TaxModeChoice;
  rounding: TaxRounding;
  deliveryFeeClass: TaxClass;
};

/** What a checkout, an order or a customer's page shows of the tax. */
export type TaxView = {
  mode: TaxMode;
  /** Each rate charged: "Imposto (alimentos 2 %)". */
  byRate: { kind: 'food' | 'general'; rateBp: number; taxCents: number }[];
  taxCents: number;
  /** What the tax adds to the total (0 when prices include it). */
  addedCents: number;
};

export const taxViewOf = (s: Pick<OrderTaxSnapshot, 'mode' | 'result'>): TaxView => ({
  mode: s.mode,
  byRate: s.result.byRate.map((r) => ({ kind: r.kind, rateBp: r.rateBp, taxCents: r.taxCents })),
  taxCents: s.result.taxCents,
  addedCents: s.result.addedCents,
});
