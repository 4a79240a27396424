import { type AnyColumn, and, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '@/server/db/client';
import { readTogether } from '@/server/db/read-together';
import { storedEntryName } from '@/shared/audit/entry-names';
import { AUDIT_PAGE_SIZE, type AuditQuery, type FieldChange, fieldChanges } from '@/shared/audit/schemas';
import { addDays, zonedInstant } from '@/shared/delivery/zoned-time';
import { REPORT_TIME_ZONE } from '@/shared/reports/schemas';
import { type RecordNameLookups, recordNames } from './record-names';
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

/**
 * Who acted, as SQL the viewer joins to the log (the accounts live in another module, which
 * publishes this): the table left-joined on the entry's `actor_user_id`, and the account's name
 * and e-mail, shown on each entry and searched by the person filter.
 */
export type AuditActorNames = {
  table: PgTable;
  joinOn: (actorUserId: AnyColumn) => SQL;
  name: SQL<string | null>;
  email: SQL<string | null>;
};

/** The names the viewer shows, from the modules that own them (wired by the composition root). */
export type AuditNames = { records: RecordNameLookups; actors: AuditActorNames };

const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The audit viewer (issue 21): newest first, filtered by person, entity, action and days. */
export async function listAudit(ex: Executor, names: AuditNames, query: AuditQuery): Promise<AuditPage> {
  const { actors } = names;
  const like = query.person ? `%${escapeLike(query.person)}%` : null;
  const where: (SQL | undefined)[] = [
    like ? (or(ilike(actors.name, like), ilike(actors.email, like)) as SQL) : undefined,
    query.entity ? eq(auditLog.entity_type, query.entity) : undefined,
    query.entityId ? eq(auditLog.entity_id, query.entityId) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.from ? gte(auditLog.at, zonedInstant(query.from, '00:00', REPORT_TIME_ZONE)) : undefined,
    query.to ? lt(auditLog.at, zonedInstant(addDays(query.to, 1), '00:00', REPORT_TIME_ZONE)) : undefined,
  ];
  const condition = and(...where);
  const [rows, [count], entityTypes, actions] = await readTogether(
    ex,
    () =>
      ex
        .select({ entry: auditLog, name: actors.name, email: actors.email })
        .from(auditLog)
        .leftJoin(actors.table, actors.joinOn(auditLog.actor_user_id))
        .where(condition)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(AUDIT_PAGE_SIZE)
        .offset((query.page - 1) * AUDIT_PAGE_SIZE),
    () =>
      ex
        .select({ n: sql<number>`count(*)::int` })
        .from(auditLog)
        .leftJoin(actors.table, actors.joinOn(auditLog.actor_user_id))
        .where(condition),
    () => ex.selectDistinct({ v: auditLog.entity_type }).from(auditLog).orderBy(auditLog.entity_type),
    () => ex.selectDistinct({ v: auditLog.action }).from(auditLog).orderBy(auditLog.action),
  );
  const recordNamesById = await recordNames(
    ex,
    names.records,
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
        (entry.entity_id ? recordNamesById[entry.entity_id] : undefined) ??
        storedEntryName(entry.entity_type, entry.before, entry.after),
      changes: fieldChanges(entry.before, entry.after),
      requestId: entry.request_id,
    })),
    total: count?.n ?? 0,
    page: query.page,
    pageSize: AUDIT_PAGE_SIZE,
    names: recordNamesById,
    entityTypes: entityTypes.map((r) => r.v),
    actions: actions.map((r) => r.v),
  };
}

/** The audit viewer's reads over one database, with the names it shows wired in. */
export function createAuditViewer(ex: Executor, names: AuditNames) {
  return { list: (query: AuditQuery) => listAudit(ex, names, query) };
}

export type AuditViewer = ReturnType<typeof createAuditViewer>;
