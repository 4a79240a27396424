import { stringify } from 'csv-stringify/sync';
import type { Executor } from '@/server/db/client';
import { taxReportRows } from '@/server/modules/orders/public';
import { fromCents } from '@/shared/money';
import { REPORT_TIME_ZONE } from '@/shared/reports/schemas';
import { type TaxReport, type TaxReportQuery, taxReportTotals } from '@/shared/tax/report';

/** The sales tax report (issue 37, decision 079): by month, place and class, with its totals. */
export async function taxReport(ex: Executor, query: TaxReportQuery): Promise<TaxReport> {
  const rows = await taxReportRows(ex, { ...query, timeZone: REPORT_TIME_ZONE });
  return { from: query.from, to: query.to, rows, totals: taxReportTotals(rows) };
}

/**
 * The same as CSV for the owner's return (decision 046's habits: BOM, CRLF, formulas as text):
 * amounts in the shop's units with two decimals, the pickup counter named "pickup".
 */
export async function taxReportCsv(ex: Executor, query: TaxReportQuery): Promise<string> {
  const report = await taxReport(ex, query);
  const header = ['month', 'store', 'place', 'tax_class', 'orders', 'taxable_sales', 'exempt_sales', 'tax'];
  const lines = report.rows.map((r) => [
    r.month,
    r.storeName,
    r.zoneId || 'pickup',
    r.taxClass,
    r.orders,
    fromCents(r.taxableCents),
    fromCents(r.exemptCents),
    fromCents(r.taxCents),
  ]);
  const t = report.totals;
  lines.push([
    'total',
    '',
    '',
    '',
    '',
    fromCents(t.taxableCents),
    fromCents(t.exemptCents),
    fromCents(t.taxCents),
  ]);
  return stringify([header, ...lines], { bom: true, record_delimiter: 'windows', escape_formulas: true });
}
