import { and, eq, inArray, max } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { auditLog } from './schema';

/**
 * When each of these records last had this action on record (e.g. a picture's last upload,
 * decision 040), by entity id; an id with no such entry is absent.
 */
export async function lastRecorded(
  ex: Executor,
  entry: { entityType: string; action: string; entityIds: string[] },
): Promise<Map<string, Date>> {
  if (entry.entityIds.length === 0) return new Map();
  const rows = await ex
    .select({ id: auditLog.entity_id, at: max(auditLog.at) })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity_type, entry.entityType),
        eq(auditLog.action, entry.action),
        inArray(auditLog.entity_id, entry.entityIds),
      ),
    )
    .groupBy(auditLog.entity_id);
  return new Map(rows.flatMap((r) => (r.id && r.at ? [[r.id, new Date(r.at)] as const] : [])));
}
