import type { Database } from './db/client';
import type { Env } from './env';
import { createRateLimitsForEnv } from './http/rate-limit';
import { createLogger } from './logger';
import { createAccountsService } from './modules/accounts/service';
import { createCartService } from './modules/cart/service';
import { createCatalogueService } from './modules/catalogue/service';
import { createContactService } from './modules/contact/service';
import { createCouponsStaffService } from './modules/coupons/staff-service';
import { createStoresService } from './modules/delivery/stores-service';
import { createMediaService } from './modules/media/service';
import { storageFromConfig } from './modules/media/storage-from-env';
import { createMessagingService } from './modules/messaging/service';
import { createOrdersService } from './modules/orders/service';
import { createReportsService } from './modules/reports/service';
import { createSettingsService } from './modules/settings/service';
import { createStaffSettings } from './modules/settings/staff-settings';
import { picturesInUse } from './picture-references';

/** Every module's service, built once per process from the database and the configuration. */
export function createServices(database: Database, env: Env) {
  const settings = createSettingsService(database.db);
  const messaging = createMessagingService({ db: database.db, env });
  const catalogue = createCatalogueService(database.db);
  return {
    settings,
    staffSettings: createStaffSettings(database.db, settings),
    accounts: createAccountsService({ db: database.db, env, settings, messaging }),
    rateLimits: createRateLimitsForEnv(env),
    contact: createContactService(database.db, settings),
    catalogue,
    cart: createCartService({ db: database.db, logLevel: env.LOG_LEVEL }),
    messaging,
    media: createMediaService({
      db: database.db,
      storage: storageFromConfig(env.pictureStorage),
      logger: createLogger(env.LOG_LEVEL).child({ module: 'media' }),
      picturesInUse: () => picturesInUse(database.db),
    }),
    stores: createStoresService(database.db),
    coupons: createCouponsStaffService(database.db),
    reports: createReportsService(database.db),
    orders: createOrdersService({
      db: database.db,
      messaging,
      logLevel: env.LOG_LEVEL,
      onStockChanged: catalogue.invalidate,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
