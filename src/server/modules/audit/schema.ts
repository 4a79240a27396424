import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * DESIGN §4 audit log: every staff write records who, when, the entity and the fields it changed
 * (before and after), written in the same transaction as the change. The actor is kept as plain
 * text, not a foreign key: the record must outlive the account that made it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actor_user_id: text('actor_user_id'),
    actor_role: text('actor_role'),
    /** What was done: create, update, delete, reorder… */
    action: text('action').notNull(),
    /** The kind of row changed (category, product, banner…). */
    entity_type: text('entity_type').notNull(),
    entity_id: text('entity_id'),
    /** The changed fields as they were (null for a creation). */
    before: jsonb('before').$type<Record<string, unknown>>(),
    /** The changed fields as they became (null for a deletion). */
    after: jsonb('after').$type<Record<string, unknown>>(),
    request_id: text('request_id'),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity_type, t.entity_id, t.at),
    index('audit_log_at_idx').on(t.at),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;
