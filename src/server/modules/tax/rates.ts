import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { activeStoresWithSettings, type FulfilmentStore } from '@/server/modules/stores/public';
import { localParts } from '@/shared/delivery/zoned-time';
import type { MessageKey } from '@/shared/messages';
import { checkRatePeriod, type RatePeriod, rateOn } from '@/shared/tax/rules';
import type { TaxRateValues } from '@/shared/tax/schemas';
import type { TaxPlace } from '@/shared/tax/snapshot';
import type { TaxPlaceView, TaxRateView } from '@/shared/tax/types';
import { type AuditActor, recordAudit } from '../audit/public';
import { type TaxRateRow, taxRates } from './schema';

export const toRateView = (r: TaxRateRow): TaxRateView => ({
  id: r.id,
  storeId: r.store_id,
  zoneId: r.zone_id,
  generalBp: r.general_bp,
  foodBp: r.food_bp,
  validFrom: r.valid_from,
  source: r.source,
});

/** Every place that takes orders: each active store's pickup counter, then its delivery zones. */
export function placesOf(stores: readonly FulfilmentStore[]): Omit<TaxPlaceView, 'rates' | 'current'>[] {
  return stores.flatMap((s) => [
    {
      storeId: s.id,
      storeName: s.name,
      zoneId: '',
      name: s.settings.pickup.address,
      kind: 'pickup' as const,
    },
    ...s.settings.delivery.zones.map((z) => ({
      storeId: s.id,
      storeName: s.name,
      zoneId: z.id,
      name: z.name,
      kind: 'zone' as const,
    })),
  ]);
}

/** The rate table screen: every place with its periods (oldest first) and the one in force today. */
export async function listPlaces(ex: Executor, now: Date): Promise<TaxPlaceView[]> {
  const stores = await activeStoresWithSettings(ex, null);
  const todayOf = new Map(stores.map((s) => [s.id, localParts(now, s.settings.timeZone).date]));
  const rows = await ex.select().from(taxRates).orderBy(asc(taxRates.valid_from));
  return placesOf(stores).map((place) => {
    const rates = rows
      .filter((r) => r.store_id === place.storeId && r.zone_id === place.zoneId)
      .map(toRateView);
    return { ...place, rates, current: rateOn(rates, todayOf.get(place.storeId) ?? '') };
  });
}

/** The periods of one place, as the rule reads them. */
export async function placePeriods(ex: Executor, place: TaxPlace) {
  const rows = await ex
    .select()
    .from(taxRates)
    .where(and(eq(taxRates.store_id, place.storeId), eq(taxRates.zone_id, place.zoneId ?? '')));
  return rows.map(toRateView);
}

/** The place's rate in force on `date` (the order's day in the shop's calendar); null: none entered. */
export async function rateInForce(ex: Executor, place: TaxPlace, date: string): Promise<TaxRateView | null> {
  return rateOn(await placePeriods(ex, place), date);
}

const fieldOf = { generalRate: 'generalRate', foodRate: 'foodRate', validFrom: 'validFrom' } as const;

/** Refuses a place that is not an active store's pickup or one of its zones, or a bad period. */
async function checkInput(ex: Executor, input: TaxRateValues, now: Date, exceptId: string | null) {
  const stores = await activeStoresWithSettings(ex, input.storeId);
  const known = placesOf(stores).some((p) => p.zoneId === input.zoneId);
  const store = stores[0];
  if (!known || !store)
    throw new AppError('validation_failed', 'tax.placeUnknown', {
      fields: { zoneId: [{ key: 'tax.placeUnknown' }] },
    });
  const others = (await placePeriods(ex, { storeId: input.storeId, zoneId: input.zoneId })).filter(
    (p) => p.id !== exceptId,
  );
  const candidate: RatePeriod = {
    generalBp: input.generalRate,
    foodBp: input.foodRate,
    validFrom: input.validFrom,
  };
  const refusals = checkRatePeriod(candidate, others, localParts(now, store.settings.timeZone).date);
  if (refusals.length > 0) {
    const fields: Record<string, { key: MessageKey }[]> = {};
    for (const r of refusals) fields[fieldOf[r.field]] = [{ key: r.key as MessageKey }];
    throw new AppError('validation_failed', refusals[0]?.key as MessageKey, { fields });
  }
}

const audited = (r: TaxRateView) => ({
  storeId: r.storeId,
  zoneId: r.zoneId,
  generalBp: r.generalBp,
  foodBp: r.foodBp,
  validFrom: r.validFrom,
});

export async function createRate(ex: Executor, actor: AuditActor, input: TaxRateValues, now: Date) {
  return ex.transaction(async (tx) => {
    await checkInput(tx, input, now, null);
    const [row] = await tx
      .insert(taxRates)
      .values({
        store_id: input.storeId,
        zone_id: input.zoneId,
        general_bp: input.generalRate,
        food_bp: input.foodRate,
        valid_from: input.validFrom,
      })
      .returning();
    if (!row) throw new Error('createRate: insert returned no row');
    const rate = toRateView(row);
    await recordAudit(tx, {
      actor,
      action: 'create',
      entityType: 'tax_rate',
      entityId: rate.id,
      after: audited(rate),
    });
    return rate;
  });
}

async function findRate(tx: Executor, id: string) {
  const [row] = await tx.select().from(taxRates).where(eq(taxRates.id, id)).for('update');
  if (!row) throw new AppError('not_found', 'tax.rateNotFound');
  return toRateView(row);
}

export async function updateRate(
  ex: Executor,
  actor: AuditActor,
  id: string,
  input: TaxRateValues,
  now: Date,
) {
  return ex.transaction(async (tx) => {
    const before = await findRate(tx, id);
    await checkInput(tx, input, now, id);
    const [row] = await tx
      .update(taxRates)
      .set({
        store_id: input.storeId,
        zone_id: input.zoneId,
        general_bp: input.generalRate,
        food_bp: input.foodRate,
        valid_from: input.validFrom,
        updated_at: new Date(),
      })
      .where(eq(taxRates.id, id))
      .returning();
    if (!row) throw new AppError('not_found', 'tax.rateNotFound');
    const rate = toRateView(row);
    await recordAudit(tx, {
      actor,
      action: 'update',
      entityType: 'tax_rate',
      entityId: id,
      before: audited(before),
      after: audited(rate),
    });
    return rate;
  });
}

export async function deleteRate(ex: Executor, actor: AuditActor, id: string) {
  await ex.transaction(async (tx) => {
    const before = await findRate(tx, id);
    await tx.delete(taxRates).where(eq(taxRates.id, id));
    await recordAudit(tx, {
      actor,
      action: 'delete',
      entityType: 'tax_rate',
      entityId: id,
      before: audited(before),
    });
  });
}

/** Places taking orders with no rate in force today: the dashboard's warning to staff. */
export async function placesWithoutRate(ex: Executor, now: Date): Promise<TaxPlaceView[]> {
  return (await listPlaces(ex, now)).filter((p) => p.current === null);
}
