import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrderSchema } from '@/shared/orders/schemas';
import { runCli } from '@/testing/cli';
import { testLinkBox } from '@/testing/messaging/link-box';
import { CLOCK, fillCart, insertCustomer } from '@/testing/orders';
import { startControlChannel } from '../control-channel';
import { controlCommands } from '../control-commands';
import { createLogger } from '../logger';
import { createCartService } from '../modules/cart/service';
import { createCatalogueService } from '../modules/catalogue/service';
import { createMessagingService } from '../modules/messaging/service';
import { orders } from '../modules/orders/schema';
import { createOrdersService } from '../modules/orders/service';
import { type Database, openDatabase } from './client';
import { seedDatabase } from './seed/index';

/**
 * Backup and restore of the embedded database (issue 23, decision 054). The database here is
 * opened the way the server opens it (DATA_DIR locked, PGlite on its own thread, the control
 * channel listening), orders are placed, `npm run db:backup` runs while it is open and in use, and
 * `npm run db:restore` puts the copy into a fresh DATA_DIR where the orders are found.
 */
const logger = createLogger('silent');
const root = mkdtempSync(join(tmpdir(), 'shop-backup-'));
const live = join(root, 'live');
const backup = join(root, 'backup');
const restored = join(root, 'restored');
let database: Database;
let channel: Awaited<ReturnType<typeof startControlChannel>>;
const placed: string[] = [];

beforeAll(async () => {
  database = await openDatabase({
    kind: 'pglite',
    dataDir: live,
    thread: {
      onLost: (error) => {
        throw error;
      },
    },
  });
  await database.migrate();
  await seedDatabase(database.db);
  writeFileSync(join(live, 'auth-secret'), 'x'.repeat(48));
  channel = await startControlChannel(
    live,
    controlCommands(database, () => {}),
    logger,
  );
  const catalogue = createCatalogueService(database.db);
  const picanha = await catalogue.product('picanha');
  const variation = picanha!.variations[0]!;
  const cart = createCartService({ db: database.db });
  const service = createOrdersService({
    db: database.db,
    addToCart: (userId, input) => cart.addItem({ sessionId: null, userId }, input),
    messaging: createMessagingService({
      db: database.db,
      env: { ADMIN_NOTIFY_PHONE: undefined },
      linkBox: testLinkBox(),
    }),
    onStockChanged: () => {},
    logLevel: 'silent',
    now: () => CLOCK,
  });
  for (let i = 0; i < 3; i++) {
    const customer = await insertCustomer(database.db);
    await fillCart(database.db, customer.userId, [
      { productId: picanha!.id, variationId: variation.id, quantity: 1, priceCents: variation.priceCents },
    ]);
    const { order } = await service.place(
      customer,
      randomUUID(),
      placeOrderSchema.parse({
        fulfilment: 'pickup',
        date: '2026-11-25',
        windowId: 'pickup-afternoon',
        paymentMethod: 'pay_on_delivery',
      }),
    );
    placed.push(order.id);
  }
}, 180_000);

afterAll(async () => {
  await channel?.close();
  await database?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('npm run db:backup / db:restore (embedded database)', () => {
  it('backs up while the database is open and in use: the running server makes the copy', async () => {
    // Writes keep coming while the copy is taken.
    const writing = (async () => {
      for (let i = 0; i < 20; i++) await database.db.select({ id: orders.id }).from(orders);
    })();
    const made = await runCli('src/cli/db-backup.ts', ['--out', backup], { DATA_DIR: live });
    await writing;
    expect(made.out).toContain('by the running server');
    expect(made.code).toBe(0);
    expect(existsSync(join(backup, 'database.tar.gz'))).toBe(true);
    expect(existsSync(join(backup, 'auth-secret'))).toBe(true);
  }, 120_000);

  it('restores into a fresh DATA_DIR and finds the orders; never over an existing database', async () => {
    const done = await runCli('src/cli/db-restore.ts', [backup], { DATA_DIR: restored });
    expect(done.out).toContain('(3 orders)');
    expect(done.code).toBe(0);
    const copy = await openDatabase({ kind: 'pglite', dataDir: restored });
    try {
      const rows = await copy.db.select({ id: orders.id }).from(orders);
      expect(rows.map((r) => r.id).sort()).toEqual([...placed].sort());
    } finally {
      await copy.close();
    }
    expect(existsSync(join(restored, 'auth-secret'))).toBe(true);
    const again = await runCli('src/cli/db-restore.ts', [backup], { DATA_DIR: restored });
    expect(again.code).toBe(1);
    expect(again.out).toContain('already holds a database');
  }, 120_000);

  it('refuses a folder that is not a backup', async () => {
    const wrong = await runCli('src/cli/db-restore.ts', [root], { DATA_DIR: join(root, 'other') });
    expect(wrong.code).toBe(1);
    expect(wrong.out).toContain('not a backup folder');
  }, 60_000);
});
