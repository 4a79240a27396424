import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/server/db/client';
import { silent } from '@/testing/messaging/outbox-fixture';
import { createTestDb } from '@/testing/test-db';
import {
  accountUnlocks,
  authUser,
  authVerification,
  emailVerifications,
  invitations,
} from '../accounts/schema';
import { purgeSpentLinks, SPENT_LINK_RETENTION_DAYS } from '../accounts/spent-links';
import { queueMessage } from './outbox';
import {
  MESSAGE_RETENTION_DAYS,
  purgeExpired,
  RETENTION_PURGE_INTERVAL_MS,
  startRetentionPurge,
} from './retention';
import { type MessageStatus, messages } from './schema';

/** The purge of old messages and spent links (issue 18, decision 050), on a fake clock. */

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-25T12:00:00Z');
const ago = (days: number, from = NOW) => new Date(from.getTime() - days * DAY);

let database: Database;
const db = () => database.db;

beforeAll(async () => {
  database = await createTestDb();
  await db().insert(authUser).values({ id: 'u1', name: 'Ana', email: 'ana@example.com' });
});
afterAll(() => database.close());
beforeEach(async () => {
  await db().delete(messages);
  await db().delete(emailVerifications);
  await db().delete(invitations);
  await db().delete(authVerification);
  await db().delete(accountUnlocks);
});

async function message(label: string, status: MessageStatus, createdDaysAgo: number) {
  const row = await queueMessage(db(), {
    channel: 'email',
    recipient: `${label}@example.com`,
    body: label,
    purpose: 'order_update',
  });
  await db()
    .update(messages)
    .set({ status, created_at: ago(createdDaysAgo) })
    .where(eq(messages.id, row.id));
}

const labels = async () =>
  (await db().select({ body: messages.body }).from(messages).orderBy(asc(messages.body))).map((m) => m.body);

describe('the retention purge (decision 050)', () => {
  it('removes finished messages older than the retention, never queued or sending ones; twice is harmless', async () => {
    const edge = MESSAGE_RETENTION_DAYS;
    await message('old-sent', 'sent', edge + 1);
    await message('old-failed', 'failed', edge + 30);
    await message('old-blocked', 'blocked', edge + 1);
    await message('old-not-configured', 'not_configured', edge + 1);
    await message('old-queued', 'queued', edge + 100);
    await message('old-sending', 'sending', edge + 100);
    await message('young-sent', 'sent', edge - 1);
    const first = await purgeExpired(db(), NOW);
    expect(first.messages).toBe(4);
    expect(await labels()).toEqual(['old-queued', 'old-sending', 'young-sent']);
    expect((await purgeExpired(db(), NOW)).messages).toBe(0);
    // Two days later the young one has aged past the retention too.
    expect((await purgeExpired(db(), new Date(NOW.getTime() + 2 * DAY))).messages).toBe(1);
    expect(await labels()).toEqual(['old-queued', 'old-sending']);
  });

  it('removes confirmation links, reset tokens and unaccepted invitations a month after they expired', async () => {
    const keep = SPENT_LINK_RETENTION_DAYS - 1;
    const drop = SPENT_LINK_RETENTION_DAYS + 1;
    await db()
      .insert(emailVerifications)
      .values([
        {
          user_id: 'u1',
          email: 'ana@example.com',
          token_hash: 'used-old',
          expires_at: ago(drop),
          used_at: ago(drop + 1),
        },
        { user_id: 'u1', email: 'ana@example.com', token_hash: 'unused-old', expires_at: ago(drop) },
        { user_id: 'u1', email: 'ana@example.com', token_hash: 'recent', expires_at: ago(keep) },
        { user_id: 'u1', email: 'ana@example.com', token_hash: 'live', expires_at: ago(-2) },
      ]);
    await db()
      .insert(accountUnlocks)
      .values([
        { user_id: 'u1', email: 'ana@example.com', token_hash: 'unlock-old', expires_at: ago(drop) },
        { user_id: 'u1', email: 'ana@example.com', token_hash: 'unlock-recent', expires_at: ago(keep) },
      ]);
    await db()
      .insert(authVerification)
      .values([
        { id: 'r-old', identifier: 'reset-password:a', value: 'u1', expiresAt: ago(drop) },
        { id: 'r-recent', identifier: 'reset-password:b', value: 'u1', expiresAt: ago(keep) },
      ]);
    const invite = (token: string, values: Partial<typeof invitations.$inferInsert>) => ({
      email: `${token}@example.com`,
      role: 'manager',
      token_hash: token,
      expires_at: ago(-5),
      ...values,
    });
    await db()
      .insert(invitations)
      .values([
        invite('expired-old', { expires_at: ago(drop) }),
        invite('revoked-old', { revoked_at: ago(drop) }),
        invite('expired-recent', { expires_at: ago(keep) }),
        invite('revoked-recent', { revoked_at: ago(keep) }),
        invite('accepted-old', { expires_at: ago(drop + 300), accepted_at: ago(drop + 301) }),
        invite('pending', {}),
      ]);

    // The accounts' spent links go in the same round (main.ts passes their purge as a step).
    expect(await purgeExpired(db(), NOW, [purgeSpentLinks])).toEqual({
      messages: 0,
      emailVerifications: 2,
      invitations: 2,
      resetTokens: 1,
      unlocks: 1,
    });
    const left = async () => ({
      confirmations: (await db().select().from(emailVerifications)).map((r) => r.token_hash).sort(),
      resets: (await db().select().from(authVerification)).map((r) => r.id).sort(),
      invitations: (await db().select().from(invitations)).map((r) => r.token_hash).sort(),
    });
    expect(await left()).toEqual({
      confirmations: ['live', 'recent'],
      resets: ['r-recent'],
      invitations: ['accepted-old', 'expired-recent', 'pending', 'revoked-recent'],
    });
    // Idempotent: the same day again removes nothing.
    expect(Object.values(await purgeExpired(db(), NOW, [purgeSpentLinks]))).toEqual([0, 0, 0, 0, 0]);
    expect((await left()).invitations).toHaveLength(4);
  });

  it('runs at start and once a day on the scheduler, and stops cleanly', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      let clock = NOW;
      await message('a', 'sent', MESSAGE_RETENTION_DAYS + 1);
      await message('b', 'sent', MESSAGE_RETENTION_DAYS - 0.5);
      const purge = startRetentionPurge(db(), silent, { now: () => clock });
      await purge.idle();
      expect(await labels()).toEqual(['b']);
      // A day passes: the next round removes what aged meanwhile.
      clock = new Date(NOW.getTime() + DAY);
      vi.advanceTimersByTime(RETENTION_PURGE_INTERVAL_MS);
      await purge.idle();
      expect(await labels()).toEqual([]);
      await purge.stop();
      await message('c', 'sent', MESSAGE_RETENTION_DAYS + 10);
      vi.advanceTimersByTime(RETENTION_PURGE_INTERVAL_MS * 2);
      await purge.idle();
      expect(await labels()).toEqual(['c']);
    } finally {
      vi.useRealTimers();
    }
  });
});
