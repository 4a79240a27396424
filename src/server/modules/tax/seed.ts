import { count } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { activeStoresWithSettings } from '@/server/modules/stores/public';
import { taxRates } from './schema';

/**
 * The demo store's rates, only on a shop with no rate at all. Source: Georgia Department of
 * Revenue, "Sales and Use Tax Rate Chart" (quarterly), Cobb County: 6 % in all (the 4 % state
 * rate plus Cobb's 2 % of local taxes) and 2 % on eligible food and food ingredients (the local
 * taxes alone: food is exempt from the state's 4 %), as remembered from the chart, not fetched:
 * the owner checks them against the chart in force. Effective from the
 * quarter that began 1 Oct 2026; check the next chart before 1 Jan 2027 and enter it ahead.
 * Only the Cobb places get it: the pickup counter on Roswell Rd (Marietta) and the "Marietta e
 * Kennesaw" zone. The other demo zones reach into Fulton and the City of Atlanta, whose rates
 * differ: they stay without a rate, so the dashboard warns and a USD checkout there is refused
 * instead of being taxed at the wrong rate.
 */
export const COBB_RATES = { general_bp: 600, food_bp: 200, valid_from: '2026-10-01' } as const;
const SOURCE =
  'Georgia DOR Sales and Use Tax Rate Chart, Cobb County (4 % state + 2 % local; food 2 % local)';
const COBB_ZONES = new Set(['', 'marietta']);

export async function seedTaxRates(ex: Executor): Promise<{ rates: number }> {
  const [existing] = await ex.select({ n: count() }).from(taxRates);
  if ((existing?.n ?? 0) > 0) return { rates: 0 };
  const stores = await activeStoresWithSettings(ex, null);
  const demo = stores.find((s) => s.settings.pickup.address.includes('Marietta'));
  if (!demo) return { rates: 0 };
  const zones = ['', ...demo.settings.delivery.zones.map((z) => z.id)].filter((z) => COBB_ZONES.has(z));
  await ex
    .insert(taxRates)
    .values(zones.map((zone_id) => ({ store_id: demo.id, zone_id, ...COBB_RATES, source: SOURCE })));
  return { rates: zones.length };
}
