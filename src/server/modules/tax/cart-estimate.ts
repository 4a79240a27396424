import type { Executor } from '@/server/db/client';
import { taxClassesOf } from '@/server/modules/catalogue/public';
import { orderingStores } from '@/server/modules/stores/public';
import { defaultStore } from '@/shared/delivery/routing';
import { localParts } from '@/shared/delivery/zoned-time';
import { computeTax } from '@/shared/tax/rules';
import type { CartTaxEstimate, CartTaxEstimateInput } from '@/shared/tax/schemas';
import { rateInForce } from './rates';
import { readTaxSettings } from './tax-settings';

/**
 * The cart's "imposto estimado" (decision 079): before checkout there is no place yet, so the
 * estimate is the first pickup store's rate in force today, on the lines as the cart prices them,
 * with the shop's classes and rule. Null when prices include tax, or that place has no rate.
 */
export async function cartTaxEstimate(
  ex: Executor,
  input: CartTaxEstimateInput,
  now: Date,
): Promise<CartTaxEstimate | null> {
  const settings = await readTaxSettings(ex);
  if (settings.mode !== 'added' || input.lines.length === 0) return null;
  const store = defaultStore(await orderingStores(ex), 'pickup');
  if (!store) return null;
  const rate = await rateInForce(
    ex,
    { storeId: store.id, zoneId: '' },
    localParts(now, store.settings.timeZone).date,
  );
  if (!rate) return null;
  const classes = await taxClassesOf(ex, [...new Set(input.lines.map((l) => l.productId))]);
  const result = computeTax({
    lines: input.lines.map((l, i) => ({
      id: String(i),
      taxClass: classes.get(l.productId) ?? 'general',
      amountCents: l.amountCents,
    })),
    discountCents: 0,
    deliveryFee: { amountCents: 0, taxClass: settings.deliveryFeeClass },
    rates: rate,
    rounding: settings.rounding,
    mode: settings.mode,
  });
  return { taxCents: result.taxCents, storeName: store.name, storeNameEn: store.nameEn };
}
