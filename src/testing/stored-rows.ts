import { and, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { auditLog } from '@/server/modules/audit/schema';
import { integrations } from '@/server/modules/integrations/schema';

/**
 * What the audit log and the stored integrations hold, as the tests of other modules read them:
 * they check what was recorded without reaching into those modules' tables.
 */
export function auditEntries(db: Executor, filter: { action?: string; entityId?: string } = {}) {
  const where: (SQL | undefined)[] = [
    filter.action === undefined ? undefined : eq(auditLog.action, filter.action),
    filter.entityId === undefined ? undefined : eq(auditLog.entity_id, filter.entityId),
  ];
  return db
    .select()
    .from(auditLog)
    .where(and(...where));
}

export const storedIntegrations = {
  rows: (db: Executor, id?: string) =>
    db
      .select()
      .from(integrations)
      .where(id === undefined ? undefined : eq(integrations.id, id)),
  clear: async (db: Executor) => {
    await db.delete(integrations);
  },
};
