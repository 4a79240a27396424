import { inArray, sql } from 'drizzle-orm';
import type { RecordNameLookups } from '../audit/public';
import { orders } from './schema';

/** The audit viewer's name for an order: '#' and its number (wired by the composition root). */
export const ordersRecordNames = {
  order: (ex, ids) =>
    ex
      .select({ id: orders.id, name: sql<string>`'#' || ${orders.number}::text` })
      .from(orders)
      .where(inArray(orders.id, ids)),
} satisfies RecordNameLookups;
