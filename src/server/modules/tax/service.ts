import type { Db } from '@/server/db/client';
import type { CartTaxEstimateInput, TaxRateValues, TaxSettingsInput } from '@/shared/tax/schemas';
import type { AuditActor } from '../audit/public';
import { cartTaxEstimate } from './cart-estimate';
import { createRate, deleteRate, listPlaces, placesWithoutRate, updateRate } from './rates';
import { readTaxSettings, saveTaxSettings } from './tax-settings';

/** The rate table and the tax settings (issue 37, decision 079), for the staff routes. */
export function createTaxService(db: Db, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  return {
    places: () => listPlaces(db, now()),
    createRate: (actor: AuditActor, input: TaxRateValues) => createRate(db, actor, input, now()),
    updateRate: (actor: AuditActor, id: string, input: TaxRateValues) =>
      updateRate(db, actor, id, input, now()),
    deleteRate: (actor: AuditActor, id: string) => deleteRate(db, actor, id),
    settings: () => readTaxSettings(db),
    saveSettings: (actor: AuditActor, input: TaxSettingsInput) => saveTaxSettings(db, actor, input),
    /** The cart's estimated tax (first pickup store's rate today); null when not added or no rate. */
    cartEstimate: (input: CartTaxEstimateInput) => cartTaxEstimate(db, input, now()),
    /** Places taking orders with no rate in force today: the dashboard's warning. */
    placesWithoutRate: () => placesWithoutRate(db, now()),
  };
}
export type TaxService = ReturnType<typeof createTaxService>;
