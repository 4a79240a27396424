import { type Context, Hono } from 'hono';
import { reportQuerySchema, todayQuerySchema } from '../../../shared/reports/schemas';
import { requireRoute } from '../../http/permissions';
import { currentAuth } from '../../http/session';
import type { AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import type { ReportViewer } from './scope';
import type { ReportsService } from './service';

function viewerOf(c: Context<AppEnv>): ReportViewer {
  const { profile } = currentAuth(c);
  return { role: profile?.role ?? '', storeId: profile?.store_id ?? null };
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
    );
}
