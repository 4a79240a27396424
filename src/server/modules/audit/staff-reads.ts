import { and, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import { storedEntryName } from '../../../shared/audit/entry-names';
import {
  AUDIT_PAGE_SIZE,
  type AuditQuery,
  type FieldChange,
  fieldChanges,
} from '../../../shared/audit/schemas';
import { addDays, zonedInstant } from '../../../shared/delivery/zoned-time';
import { REPORT_TIME_ZONE } from '../../../shared/reports/schemas';
import type { Executor } from '../../db/client';
import { authUser } from '../accounts/schema';
import { recordNames } from './record-names';
import { auditLog } from './schema';

export type AuditEntry = {
  id: string;
  at: string;
  actorName: string | null;
  actorEmail: string | null;
  actorRole: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  /**
   * The record's name as the shop knows it now, else as the entry kept it (a deleted product's
   * last name), else null (decision 064).
   */
  entityName: string | null;
  changes: FieldChange[];
  requestId: string | null;
};

export type AuditPage = {
  entries: AuditEntry[];
  total: number;
  page: number;
  pageSize: number;
  /** Names of the records the entries' fields point to (a category id, a store id…), by id. */
  names: Record<string, string>;
  /** The kinds of rows and the actions on record, for the filters' choices. */
  entityTypes: string[];
  actions: string[];
};

const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The audit viewer (issue 21): newest first, filtered by person, entity, action and days. */
export async function listAudit(ex: Executor, query: AuditQuery): Promise<AuditPage> {
  const like = query.person ? `%${escapeLike(query.person)}%` : null;
  const where: (SQL | undefined)[] = [
    like ? (or(ilike(authUser.name, like), ilike(authUser.email, like)) as SQL) : undefined,
    query.entity ? eq(auditLog.entity_type, query.entity) : undefined,
    query.entityId ? eq(auditLog.entity_id, query.entityId) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.from ? gte(auditLog.at, zonedInstant(query.from, '00:00', REPORT_TIME_ZONE)) : undefined,
    query.to ? lt(auditLog.at, zonedInstant(addDays(query.to, 1), '00:00', REPORT_TIME_ZONE)) : undefined,
  ];
  const condition = and(...where);
  const [rows, [count], entityTypes, actions] = await Promise.all([
    ex
      .select({ entry: auditLog, name: authUser.name, email: authUser.email })
      .from(auditLog)
      .leftJoin(authUser, eq(authUser.id, auditLog.actor_user_id))
      .where(condition)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((query.page - 1) * AUDIT_PAGE_SIZE),
    ex
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .leftJoin(authUser, eq(authUser.id, auditLog.actor_user_id))
      .where(condition),
    ex.selectDistinct({ v: auditLog.entity_type }).from(auditLog).orderBy(auditLog.entity_type),
    ex.selectDistinct({ v: auditLog.action }).from(auditLog).orderBy(auditLog.action),
  ]);
  const names = await recordNames(
    ex,
    rows.map((r) => r.entry),
  );
  return {
    entries: rows.map(({ entry, name, email }) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      actorName: name,
      actorEmail: email,
      actorRole: entry.actor_role,
      action: entry.action,
      entityType: entry.entity_type,
      entityId: entry.entity_id,
      entityName:
        (entry.entity_id ? names[entry.entity_id] : undefined) ??
        storedEntryName(entry.entity_type, entry.before, entry.after),
      changes: fieldChanges(entry.before, entry.after),
      requestId: entry.request_id,
    })),
    total: count?.n ?? 0,
    page: query.page,
    pageSize: AUDIT_PAGE_SIZE,
    names,
    entityTypes: entityTypes.map((r) => r.v),
    actions: actions.map((r) => r.v),
  };
}
