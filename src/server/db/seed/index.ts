import type { Logger } from 'pino';
import { seedCatalogue } from '@/server/modules/catalogue/public';
import { seedOrdering } from '@/server/modules/orders/public';
import { seedSettings } from '@/server/modules/settings/public';
import { seedTaxRates } from '@/server/modules/tax/public';
import type { Db } from '../client';

/**
 * Fills what an empty shop needs. Each step only adds what is missing, so running it on a live
 * database never overwrites what staff changed.
 */
export async function seedDatabase(db: Db, log?: Logger): Promise<void> {
  await db.transaction(async (tx) => {
    const settings = await seedSettings(tx);
    log?.info({ settings }, 'seed: settings');
    const catalogue = await seedCatalogue(tx);
    log?.info({ catalogue }, 'seed: catalogue');
    const ordering = await seedOrdering(tx);
    log?.info({ ordering }, 'seed: store, delivery and coupons');
    const tax = await seedTaxRates(tx);
    log?.info({ tax }, 'seed: sales tax rates');
  });
}
