import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { createTestDb } from '@/testing/test-db';
import { changedFields, recordAudit } from './record-audit';
import { auditLog } from './schema';

let database: Database;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(() => database.close());

const actor = { userId: 'user-1', role: 'admin', requestId: 'req-1' };

describe('recordAudit', () => {
  it('writes who, when, the entity and the fields before and after', async () => {
    await database.db.transaction((tx) =>
      recordAudit(tx, {
        actor,
        action: 'update',
        entityType: 'category',
        entityId: 'cat-1',
        before: { name: 'Aves' },
        after: { name: 'Aves e frango' },
      }),
    );
    const [row] = await database.db.select().from(auditLog).where(eq(auditLog.entity_id, 'cat-1'));
    expect(row).toMatchObject({
      actor_user_id: 'user-1',
      actor_role: 'admin',
      action: 'update',
      entity_type: 'category',
      before: { name: 'Aves' },
      after: { name: 'Aves e frango' },
      request_id: 'req-1',
    });
    expect(row!.at).toBeInstanceOf(Date);
  });

  it('is rolled back with the transaction it was written in: a failure after it leaves no row', async () => {
    const failed = database.db.transaction(async (tx) => {
      await recordAudit(tx, { actor, action: 'delete', entityType: 'category', entityId: 'cat-2' });
      throw new Error('the change failed after its audit entry');
    });
    await expect(failed).rejects.toThrow('the change failed');
    expect(await database.db.select().from(auditLog).where(eq(auditLog.entity_id, 'cat-2'))).toEqual([]);
  });
});

describe('changedFields', () => {
  it('keeps only the fields whose value differs', () => {
    expect(
      changedFields(
        { name: 'A', slug: 'a', active: true, tags: ['x'] },
        { name: 'B', slug: 'a', active: false, tags: ['x'] },
      ),
    ).toEqual({ before: { name: 'A', active: true }, after: { name: 'B', active: false } });
  });
});
