import { type Context, Hono } from 'hono';
import { requireRoute } from '@/server/http/permissions';
import { currentAuth } from '@/server/http/session';
import type { AppEnv } from '@/server/http/types';
import { validate } from '@/server/http/validate';
import {
  couponsExportQuery,
  customersExportQuery,
  ordersExportQuery,
  productsExportQuery,
} from '@/shared/reports/export-schemas';
import { reportQuerySchema, todayQuerySchema } from '@/shared/reports/schemas';
import { taxReportQuery } from '@/shared/tax/report';
import type { ReportViewer } from './scope';
import type { CsvFile, ReportsService } from './service';

function viewerOf(c: Context<AppEnv>): ReportViewer {
  const { profile } = currentAuth(c);
  return { role: profile?.role ?? '', storeId: profile?.store_id ?? null };
}

/** A streamed CSV download (the body is read page by page as the client takes it). */
function csv(c: Context<AppEnv>, file: CsvFile) {
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="${file.name}"`);
  return c.body(file.body);
}

/**
 * The dashboard and the CSV exports (issue 21), mounted at /api/reports/staff. Figures take
 * view_reports (managers: their store only), exports export_data. Never cached.
 */
export function reportsStaffRoutes(reports: ReportsService) {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    })
    .get(
      '/today',
      requireRoute('GET /api/reports/staff/today'),
      validate('query', todayQuerySchema),
      async (c) => c.json(await reports.today(viewerOf(c), c.req.valid('query'))),
    )
    .get(
      '/charts',
      requireRoute('GET /api/reports/staff/charts'),
      validate('query', reportQuerySchema),
      async (c) => c.json(await reports.charts(viewerOf(c), c.req.valid('query'))),
    )
    .get(
      '/export/orders',
      requireRoute('GET /api/reports/staff/export/orders'),
      validate('query', ordersExportQuery),
      (c) => csv(c, reports.exportOrders(viewerOf(c), c.req.valid('query'))),
    )
    .get(
      '/export/order-lines',
      requireRoute('GET /api/reports/staff/export/order-lines'),
      validate('query', ordersExportQuery),
      async (c) => csv(c, await reports.exportOrderLines(viewerOf(c), c.req.valid('query'))),
    )
    .get(
      '/export/customers',
      requireRoute('GET /api/reports/staff/export/customers'),
      validate('query', customersExportQuery),
      (c) => csv(c, reports.exportCustomers(viewerOf(c), c.req.valid('query'))),
    )
    .get(
      '/export/products',
      requireRoute('GET /api/reports/staff/export/products'),
      validate('query', productsExportQuery),
      async (c) => csv(c, await reports.exportProducts(viewerOf(c), c.req.valid('query'))),
    )
    .get('/tax', requireRoute('GET /api/reports/staff/tax'), validate('query', taxReportQuery), async (c) =>
      c.json(await reports.tax(c.req.valid('query'))),
    )
    .get(
      '/tax.csv',
      requireRoute('GET /api/reports/staff/tax.csv'),
      validate('query', taxReportQuery),
      async (c) => {
        const file = await reports.taxCsv(c.req.valid('query'));
        c.header('Content-Type', 'text/csv; charset=utf-8');
        c.header('Content-Disposition', `attachment; filename="${file.name}"`);
        return c.body(file.text);
      },
    )
    .get(
      '/export/coupons',
      requireRoute('GET /api/reports/staff/export/coupons'),
      validate('query', couponsExportQuery),
      (c) => csv(c, reports.exportCoupons(viewerOf(c), c.req.valid('query'))),
    );
}
