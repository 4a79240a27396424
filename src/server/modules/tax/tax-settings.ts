import { eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { readCurrency } from '@/server/modules/settings/public';
import {
  DEFAULT_DELIVERY_FEE_TAX_CLASS,
  DEFAULT_TAX_ROUNDING,
  defaultTaxMode,
  type TaxClass,
  type TaxMode,
  type TaxRounding,
} from '@/shared/tax/classes';
import type { TaxModeChoice, TaxSettingsInput } from '@/shared/tax/schemas';
import { type AuditActor, changedFields, recordAudit } from '../audit/public';
import { taxSettings } from './schema';

/** The tax settings in force: the mode chosen (or the currency's), rounding, the fee's class. */
export type TaxSettings = {
  mode: TaxMode;
  modeChoice: TaxModeChoice;
  rounding: TaxRounding;
  deliveryFeeClass: TaxClass;
};

/** `currency`: the shop's, when the caller has read it already (checkout reads every setting once). */
export async function readTaxSettings(ex: Executor, currency?: string): Promise<TaxSettings> {
  const [row] = await ex.select().from(taxSettings).where(eq(taxSettings.id, 1));
  return taxSettingsOf(ex, row ?? null, currency);
}

/** The settings in force from their row (none: the defaults); the currency is read only when auto needs it. */
export async function taxSettingsOf(
  ex: Executor,
  row: typeof taxSettings.$inferSelect | null,
  currency?: string,
): Promise<TaxSettings> {
  if (!row?.mode && currency === undefined) currency = await readCurrency(ex);
  return {
    mode: row?.mode ?? defaultTaxMode(currency ?? 'BRL'),
    modeChoice: row?.mode ?? 'auto',
    rounding: row?.rounding ?? DEFAULT_TAX_ROUNDING,
    deliveryFeeClass: row?.delivery_fee_class ?? DEFAULT_DELIVERY_FEE_TAX_CLASS,
  };
}

/** Saves the settings and their audit entry in one transaction; answers them as now in force. */
export async function saveTaxSettings(
  ex: Executor,
  actor: AuditActor,
  input: TaxSettingsInput,
): Promise<TaxSettings> {
  return ex.transaction(async (tx) => {
    const before = await readTaxSettings(tx);
    const values = {
      mode: input.mode === 'auto' ? null : input.mode,
      rounding: input.rounding,
      delivery_fee_class: input.deliveryFeeClass,
      updated_at: new Date(),
    };
    await tx
      .insert(taxSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: taxSettings.id, set: values });
    const after = await readTaxSettings(tx);
    const diff = changedFields(
      { mode: before.modeChoice, rounding: before.rounding, deliveryFeeClass: before.deliveryFeeClass },
      { mode: after.modeChoice, rounding: after.rounding, deliveryFeeClass: after.deliveryFeeClass },
    );
    await recordAudit(tx, { actor, action: 'update', entityType: 'tax_settings', entityId: null, ...diff });
    return after;
  });
}
