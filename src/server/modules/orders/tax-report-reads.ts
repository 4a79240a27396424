import { sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { storeNameOf } from '@/server/modules/stores/public';
import type { TaxReportRow } from '@/shared/tax/report';
import { orders } from './schema';

/**
 * The sales tax report's read model (issue 37, decision 079; STYLE habit 16): each order's kept
 * tax (`tax_detail.result.byClass`, final once weighed) summed by month (the shop's time zone),
 * place (store and zone, '' for pickup) and class, between two days (both included). Cancelled
 * orders owe no tax and are left out; an order placed without a tax record is not in it. Sales
 * whose class paid a zero rate count as exempt.
 */
export async function taxReportRows(
  ex: Executor,
  range: { from: string; to: string; timeZone: string; storeId?: string | null },
): Promise<TaxReportRow[]> {
  const local = sql`(${orders.created_at} at time zone ${range.timeZone})`;
  const result = (await ex.execute(sql`
    select to_char(${local}, 'YYYY-MM') as month,
           ${orders.store_id}::text as "storeId",
           ${storeNameOf(orders.store_id)} as "storeName",
           coalesce(${orders.tax_detail}->'place'->>'zoneId', '') as "zoneId",
           c->>'taxClass' as "taxClass",
           count(distinct ${orders.id})::int as orders,
           sum(case when (c->>'taxClass') = 'exempt'
                      or ((c->>'taxClass') = 'grocery_food' and (${orders.tax_detail}->'rates'->>'foodBp')::int = 0)
                      or ((c->>'taxClass') in ('general', 'prepared_food') and (${orders.tax_detail}->'rates'->>'generalBp')::int = 0)
                    then 0 else (c->>'salesCents')::bigint end)::bigint as "taxableCents",
           sum(case when (c->>'taxClass') = 'exempt'
                      or ((c->>'taxClass') = 'grocery_food' and (${orders.tax_detail}->'rates'->>'foodBp')::int = 0)
                      or ((c->>'taxClass') in ('general', 'prepared_food') and (${orders.tax_detail}->'rates'->>'generalBp')::int = 0)
                    then (c->>'salesCents')::bigint else 0 end)::bigint as "exemptCents",
           sum((c->>'taxCents')::bigint)::bigint as "taxCents"
      from ${orders}
      cross join lateral jsonb_array_elements(${orders.tax_detail}->'result'->'byClass') as c
     where ${orders.tax_detail} is not null
       and ${range.storeId ? sql`${orders.store_id} = ${range.storeId}` : sql`true`}
       and ${orders.status} <> 'cancelled'
       and ${local}::date between ${range.from}::date and ${range.to}::date
     group by 1, 2, 3, 4, 5
     order by 1, 3, 4, 5`)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((r) => ({
    month: String(r.month),
    storeId: String(r.storeId),
    storeName: String(r.storeName ?? ''),
    zoneId: String(r.zoneId ?? ''),
    taxClass: r.taxClass as TaxReportRow['taxClass'],
    orders: Number(r.orders),
    taxableCents: Number(r.taxableCents),
    exemptCents: Number(r.exemptCents),
    taxCents: Number(r.taxCents),
  }));
}
