import { inArray } from 'drizzle-orm';
import type { RecordNameLookups } from '../audit/public';
import { stores } from './schema';

/** The audit viewer's name for a store (wired by the composition root). */
export const storesRecordNames = {
  store: (ex, ids) =>
    ex.select({ id: stores.id, name: stores.name }).from(stores).where(inArray(stores.id, ids)),
} satisfies RecordNameLookups;
