import { Hono } from 'hono';
import { auditQuerySchema } from '../../../shared/audit/schemas';
import type { Db } from '../../db/client';
import { requireRoute } from '../../http/permissions';
import type { AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { listAudit } from './staff-reads';

/** The audit viewer's API (issue 21), mounted at /api/audit/staff: super_admin only (view_audit_logs). */
export function auditStaffRoutes(db: Db) {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    })
    .get('/', requireRoute('GET /api/audit/staff'), validate('query', auditQuerySchema), async (c) =>
      c.json(await listAudit(db, c.req.valid('query'))),
    );
}
