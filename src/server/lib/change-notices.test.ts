import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestDb } from '@/testing/test-db';
import type { Database } from '../db/client';
import { createSettingsService } from '../modules/settings/service';
import { type ChangeNotices, localNotices, postgresNotices, sharedClear } from './change-notices';

describe('change notices in one process', () => {
  it('runs the handlers of the topic published, with its key, until unsubscribed', () => {
    const notices = localNotices();
    const seen: (string | undefined)[] = [];
    const stop = notices.subscribe('profile', (key) => seen.push(key));
    notices.subscribe('catalogue', () => seen.push('catalogue'));
    notices.publish('profile', 'u1');
    notices.publish('profile');
    stop();
    notices.publish('profile', 'u2');
    expect(seen).toEqual(['u1', undefined]);
  });

  it('sharedClear without notices is the local clear itself', () => {
    const clear = vi.fn();
    sharedClear(undefined, 'settings', clear)('k');
    expect(clear).toHaveBeenCalledWith('k');
  });
});

// Two server instances = two sets of caches on one PostgreSQL database (TEST_DB=pg runs).
describe.skipIf(process.env.TEST_DB !== 'pg')('change notices between instances (PostgreSQL)', () => {
  const url = process.env.TEST_DATABASE_URL ?? '';
  const opened: (ChangeNotices | Database)[] = [];
  const channel = () => `shop_changes_test_${randomBytes(4).toString('hex')}`;
  const open = async (ch: string) => {
    const notices = await postgresNotices({ url, channel: ch, retryMs: 50 });
    opened.push(notices);
    return notices;
  };
  afterEach(async () => {
    for (const o of opened.splice(0).reverse()) await o.close();
  });

  it('a notice published on one instance runs the other instance’s handlers, and its own once', async () => {
    const ch = channel();
    const [a, b] = [await open(ch), await open(ch)];
    const onA = vi.fn();
    const onB = vi.fn();
    a.subscribe('catalogue', onA);
    b.subscribe('catalogue', onB);
    a.publish('catalogue', 'x');
    expect(onA).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(onB).toHaveBeenCalledWith('x'), { timeout: 5000 });
    // Its own notice comes back from the server too, and is ignored.
    await new Promise((r) => setTimeout(r, 200));
    expect(onA).toHaveBeenCalledTimes(1);
  });

  it('a setting saved through instance A is read fresh by instance B, which without notices stays stale', async () => {
    const database = await createTestDb();
    opened.push(database);
    const ch = channel();
    const a = createSettingsService(database.db, { notices: await open(ch) });
    const b = createSettingsService(database.db, { notices: await open(ch) });
    const deaf = createSettingsService(database.db); // an instance that hears nothing
    const before = (await b.getPublic()).brandName;
    await deaf.getPublic();
    await a.set({ key: 'brand_name', value: `Casa ${before} Nova` });
    await vi.waitFor(async () => expect((await b.getPublic()).brandName).toBe(`Casa ${before} Nova`), {
      timeout: 5000,
    });
    // Without the notice the 5-minute cache (SPEC §9) would keep the old name: what this prevents.
    expect((await deaf.getPublic()).brandName).toBe(before);
  });

  it('after a lost connection the listener comes back, clears everything once, and hears again', async () => {
    const ch = channel();
    const [a, b] = [await open(ch), await open(ch)];
    const onB = vi.fn();
    b.subscribe('settings', onB);
    // Drop every listening connection of this channel, as a database restart would.
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where query = $1 and pid <> pg_backend_pid()`,
        [`listen ${ch}`],
      );
    } finally {
      await admin.end();
    }
    await vi.waitFor(() => expect(onB).toHaveBeenCalledWith(undefined), { timeout: 5000 });
    onB.mockClear();
    await vi.waitFor(
      async () => {
        a.publish('settings', 'brand_name');
        await new Promise((r) => setTimeout(r, 100));
        expect(onB).toHaveBeenCalledWith('brand_name');
      },
      { timeout: 5000 },
    );
  });
});
