/** Every module's tables, gathered for Drizzle (queries, migrations) — one line per module. */
export * from '../modules/settings/schema';
export * from '../modules/messaging/schema';
