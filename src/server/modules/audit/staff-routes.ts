import { Hono } from 'hono';
import { requireRoute } from '@/server/http/permissions';
import type { AppEnv } from '@/server/http/types';
import { validate } from '@/server/http/validate';
import { auditQuerySchema } from '@/shared/audit/schemas';
import type { AuditViewer } from './staff-reads';

/** The audit viewer's API (issue 21), mounted at /api/audit/staff: super_admin only (view_audit_logs). */
export function auditStaffRoutes(viewer: AuditViewer) {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    })
    .get('/', requireRoute('GET /api/audit/staff'), validate('query', auditQuerySchema), async (c) =>
      c.json(await viewer.list(c.req.valid('query'))),
    );
}
