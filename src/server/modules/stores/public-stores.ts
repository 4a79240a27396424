import { asc, eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import type { PublicStore } from '@/shared/delivery/public-stores';
import { fulfilmentSettingsSchema } from '@/shared/delivery/settings';
import { displayPhone } from '@/shared/phones/format';
import { storeFulfilment, stores } from './schema';

/** Like the public settings (SPEC §9), kept 5 minutes; a store write clears it at once. */
export const PUBLIC_STORES_CACHE_MS = 5 * 60 * 1000;

/** The stores shown to visitors (footer, about): active, with an address, oldest first. */
export async function readPublicStores(ex: Executor): Promise<PublicStore[]> {
  const rows = await ex
    .select({
      id: stores.id,
      name: stores.name,
      nameEn: stores.name_en,
      address: stores.address,
      phone: stores.phone,
      settings: storeFulfilment.settings,
    })
    .from(stores)
    .leftJoin(storeFulfilment, eq(storeFulfilment.store_id, stores.id))
    .where(eq(stores.is_active, true))
    .orderBy(asc(stores.created_at), asc(stores.id));
  return rows.flatMap((row) => {
    const address = row.address?.trim();
    if (!address) return [];
    const pickup = row.settings ? fulfilmentSettingsSchema.safeParse(row.settings) : null;
    const hours = pickup?.success ? pickup.data.pickup : null;
    return [
      {
        id: row.id,
        name: row.name,
        nameEn: row.nameEn || null,
        address,
        // As people read it ("+1 (678) 555-0142"); the page's tel: link keeps its digits.
        phone: row.phone?.trim() ? displayPhone(row.phone) : null,
        hours: hours?.hours || null,
        hoursEn: hours?.hoursEn || null,
      },
    ];
  });
}
