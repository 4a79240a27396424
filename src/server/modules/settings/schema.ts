import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from '@/server/db/columns';

/** SPEC §3.4: key/value site settings; the "seo" group holds the head tags. */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull().unique(),
    value: text('value'),
    description: text('description'),
    group_name: text('group_name').notNull().default('general'),
    type: text('type').notNull().default('text'),
    updated_at: updatedAt(),
  },
  (t) => [index('site_settings_group_idx').on(t.group_name)],
);

export type SiteSettingRow = typeof siteSettings.$inferSelect;
