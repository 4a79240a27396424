import type { Executor } from '@/server/db/client';
import { auditLog } from './schema';

/** Who made a staff write: the signed-in account, its role, and the request it came with. */
export type AuditActor = { userId: string; role: string; requestId?: string | null };

export type AuditEntry = {
  actor: AuditActor;
  action: string;
  entityType: string;
  entityId: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/**
 * Writes one audit entry with the caller's executor: pass the open transaction of the change, so
 * the entry and the change commit or roll back together (DESIGN §4).
 */
export async function recordAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actor_user_id: entry.actor.userId,
    actor_role: entry.actor.role,
    action: entry.action,
    entity_type: entry.entityType,
    entity_id: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    request_id: entry.actor.requestId ?? null,
  });
}

/** Only the fields whose value differs, as they were and as they are (compared as JSON). */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: T,
): { before: Partial<T>; after: Partial<T> } {
  const was: Partial<T> = {};
  const is: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    was[key] = before[key];
    is[key] = after[key];
  }
  return { before: was, after: is };
}
