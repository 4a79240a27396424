import type { Executor } from '@/server/db/client';
import { readTogether } from '@/server/db/read-together';
import { isUuid, REFERENCE_FIELDS, referencedIds } from '@/shared/audit/entry-names';
import type { AuditRow } from './schema';

/** The current names of some records of one kind, by id (one query; a name may be null). */
export type RecordNameLookup = (
  ex: Executor,
  ids: string[],
) => Promise<{ id: string; name: string | null }[]>;

/**
 * One lookup per kind of record the log names (product, user, store…), each published by the
 * module that owns the records and gathered by the composition root: the log imports no module.
 */
export type RecordNameLookups = Readonly<Record<string, RecordNameLookup>>;

// The same table under the names other areas log it by.
const KIND_ALIAS: Record<string, string> = { customer: 'user', store_fulfilment: 'store' };

/**
 * The current names of the records a page of entries points to, by id: each entry's own record
 * and the ids its changed fields hold (a product's category, a user's store…). One query per kind
 * on the page, at most 25 entries' worth of ids, so the viewer stays one request.
 */
export async function recordNames(
  ex: Executor,
  lookups: RecordNameLookups,
  rows: AuditRow[],
): Promise<Record<string, string>> {
  const wanted = new Map<string, Set<string>>();
  const want = (kind: string, id: string) => {
    const k = KIND_ALIAS[kind] ?? kind;
    if (!lookups[k]) return;
    if (!wanted.has(k)) wanted.set(k, new Set());
    wanted.get(k)!.add(id);
  };
  for (const row of rows) {
    if (isUuid(row.entity_id)) want(row.entity_type, row.entity_id);
    for (const side of [row.before, row.after]) {
      for (const [field, kind] of Object.entries(REFERENCE_FIELDS))
        for (const id of referencedIds(side?.[field])) want(kind, id);
    }
  }
  const found = await readTogether(
    ex,
    ...[...wanted].map(
      ([kind, ids]) =>
        () =>
          lookups[kind]!(ex, [...ids]),
    ),
  );
  const names: Record<string, string> = {};
  for (const { id, name } of found.flat()) if (name) names[id] = name;
  return names;
}
