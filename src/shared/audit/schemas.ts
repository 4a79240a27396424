import { z } from 'zod';
import { calendarDate } from '../dates';

/**
 * The audit viewer's query (issue 21, `view_audit_logs`: super_admin only): who (part of the
 * person's name or e-mail), the kind of row, the action and a range of days in the shop's zone.
 */
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || undefined);
/** A day of the range (9999-12-31 was a 500, issue 34). */
const day = calendarDate().optional();

export const AUDIT_PAGE_SIZE = 25;

export const auditQuerySchema = z.object({
  person: optional(100),
  entity: optional(60),
  /** One record's history (the link from its page, decision 053). */
  entityId: optional(100),
  action: optional(60),
  from: day,
  to: day,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;

/** The audit viewer's query for one record's history: `?entity=product&entityId=…`. */
export const auditHistorySearch = (entity: string, entityId: string) =>
  new URLSearchParams({ entity, entityId }).toString();

export type FieldChange = { field: string; before: unknown; after: unknown };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields an entry changed, in a stable order: every key of either side whose value differs
 * (a creation has no before, a deletion no after; a field equal on both sides is left out).
 */
export function fieldChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): FieldChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].sort();
  return keys
    .map((field) => ({ field, before: before?.[field] ?? null, after: after?.[field] ?? null }))
    .filter((c) => !same(c.before, c.after));
}
