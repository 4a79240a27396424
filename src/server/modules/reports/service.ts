import type { Db } from '@/server/db/client';
import { localParts } from '@/shared/delivery/zoned-time';
import { type CsvLanguage, csvHeader } from '@/shared/reports/csv-headers';
import {
  type CouponsExportQuery,
  type CustomersExportQuery,
  EXPORT_FILE_NAMES,
  type ExportDataset,
  type OrdersExportQuery,
  type ProductsExportQuery,
} from '@/shared/reports/export-schemas';
import { REPORT_TIME_ZONE, type ReportQuery, type TodayQuery } from '@/shared/reports/schemas';
import type { TaxReportQuery } from '@/shared/tax/report';
import { readUnits } from '../settings/public';
import { chartsReport } from './chart-reads';
import { type CsvColumn, csvStream } from './csv';
import {
  COUPON_CSV,
  CUSTOMER_CSV,
  couponPages,
  customerPages,
  lineColumns,
  linePages,
  ORDER_CSV,
  orderPages,
  productColumns,
  productPages,
} from './export-reads';
import { type ReportViewer, reportStore } from './scope';
import { taxReport, taxReportCsv } from './tax-report';
import { todayReport } from './today-reads';

export type CsvFile = { name: string; body: ReadableStream<Uint8Array> };

/** A dataset's columns with their headers in the language asked for (decision 053). */
const inLanguage = <R>(
  dataset: ExportDataset,
  columns: readonly CsvColumn<R>[],
  lang: CsvLanguage | undefined,
) => columns.map((c) => ({ ...c, header: csvHeader(dataset, c.header, lang) }));

/** The dashboard's figures and the CSV exports (issue 21, decision 046), scoped on the server. */
export function createReportsService(db: Db, now: () => Date = () => new Date()) {
  const file = (dataset: ExportDataset, body: ReadableStream<Uint8Array>): CsvFile => ({
    name: `${EXPORT_FILE_NAMES[dataset]}-${localParts(now(), REPORT_TIME_ZONE).date}.csv`,
    body,
  });
  return {
    /** The sales tax report (every store: the owner's return; settings' permission). */
    tax: (query: TaxReportQuery) => taxReport(db, query),
    taxCsv: async (query: TaxReportQuery) => ({
      name: `sales-tax-${query.from}-${query.to}.csv`,
      text: await taxReportCsv(db, query),
    }),
    today: (viewer: ReportViewer, query: TodayQuery) =>
      todayReport(db, reportStore(viewer, query.storeId), now()),
    charts: (viewer: ReportViewer, query: ReportQuery) =>
      chartsReport(db, reportStore(viewer, query.storeId), query.days, now()),
    exportOrders: (viewer: ReportViewer, query: OrdersExportQuery) =>
      file(
        'orders',
        csvStream(
          inLanguage('orders', ORDER_CSV, query.lang),
          orderPages(db, query, reportStore(viewer, query.storeId)),
          query.lang,
        ),
      ),
    /** The weights in the shop's units (decision 123): "Peso (kg)" or "Peso (lb)". */
    exportOrderLines: async (viewer: ReportViewer, query: OrdersExportQuery) =>
      file(
        'orderLines',
        csvStream(
          inLanguage('orderLines', lineColumns(await readUnits(db)), query.lang),
          linePages(db, query, reportStore(viewer, query.storeId)),
          query.lang,
        ),
      ),
    exportCustomers: (viewer: ReportViewer, query: CustomersExportQuery) =>
      file(
        'customers',
        csvStream(
          inLanguage('customers', CUSTOMER_CSV, query.lang),
          customerPages(db, viewer, query),
          query.lang,
        ),
      ),
    /** Prices per weight and weights in the shop's units (decision 123): per kg, or per lb named so. */
    exportProducts: async (_viewer: ReportViewer, query: ProductsExportQuery) =>
      file(
        'products',
        csvStream(
          inLanguage('products', productColumns(await readUnits(db)), query.lang),
          productPages(db, query),
          query.lang,
        ),
      ),
    exportCoupons: (viewer: ReportViewer, query: CouponsExportQuery) =>
      file(
        'coupons',
        csvStream(
          inLanguage('coupons', COUPON_CSV, query.lang),
          couponPages(db, viewer, query, now()),
          query.lang,
        ),
      ),
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
