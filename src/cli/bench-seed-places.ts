import { seedDatabase } from '../server/db/seed/index';
import { createLogger } from '../server/logger';
import { upsertUser } from '../server/modules/accounts/public';
import { createStoresService } from '../server/modules/stores/public';
import { MAX_WINDOW_CAPACITY } from '../shared/delivery/settings';
import { runWithDatabase } from './run-with-database';

/**
 * For `npm run bench` only (BENCH_ONLY=place-order-card, decision 134): the demo shop with every
 * pickup window holding the most places the settings allow, saved by an owner through the stores
 * module as the admin panel saves them. The bench then places the same number of orders, spread
 * the same way over near and far days, at any hour: the demo's 12 places a window left 150 to 350
 * orders depending on the hour, and rounds that short read the same tree 81 % to 100 %.
 */
await runWithDatabase(async (database, env) => {
  const db = database.db;
  await seedDatabase(db, createLogger(env.LOG_LEVEL));
  const owner = await upsertUser(db, {
    email: 'bench.owner@example.com',
    password: 'picanha2024',
    role: 'super_admin',
    name: 'Dona Bench',
  });
  const stores = createStoresService(db);
  const actor = { userId: owner.userId, role: owner.role, storeId: null };
  const [store] = await stores.list(actor);
  if (!store) throw new Error('bench-seed-places: the demo store is missing');
  const { fulfilment } = await stores.detail(actor, store.id);
  if (!fulfilment) throw new Error('bench-seed-places: the demo store has no fulfilment settings');
  const { settings, updatedAt } = fulfilment;
  const windows = settings.pickup.schedule.windows.map((w) => ({ ...w, capacity: MAX_WINDOW_CAPACITY }));
  await stores.saveFulfilment(actor, store.id, {
    settings: {
      ...settings,
      pickup: { ...settings.pickup, schedule: { ...settings.pickup.schedule, windows } },
    },
    updatedAt,
  });
  return `${windows.length} pickup windows of ${MAX_WINDOW_CAPACITY} places`;
});
