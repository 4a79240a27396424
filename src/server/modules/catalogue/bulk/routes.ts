import { Hono } from 'hono';
import { requireRoute } from '@/server/http/permissions';
import type { AppEnv } from '@/server/http/types';
import { validate } from '@/server/http/validate';
import { actorOf } from '@/server/modules/audit/public';
import { gridQuery, gridSave, importApply, importFile } from '@/shared/catalogue/bulk/grid-schemas';
import { renderMessage } from '@/shared/messages';
import type { CatalogueBulkService } from './service';

/**
 * The bulk grid and the CSV import (issue 21, decision 052), mounted at /api/catalogue-bulk/staff.
 * All take `manage_products` (managers edit prices and stock, decision 030); creating products and
 * moving them between categories through the import stay `manage_all_products`, checked per row.
 * Never cached.
 */
export function catalogueBulkRoutes(bulk: CatalogueBulkService) {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    })
    .get(
      '/grid',
      requireRoute('GET /api/catalogue-bulk/staff/grid'),
      validate('query', gridQuery),
      async (c) => c.json(await bulk.grid.list(c.req.valid('query'))),
    )
    .put(
      '/grid',
      requireRoute('PUT /api/catalogue-bulk/staff/grid'),
      validate('json', gridSave),
      async (c) => {
        const result = await bulk.grid.save(actorOf(c), c.req.valid('json').rows);
        if ('saved' in result) return c.json({ saved: result.saved }, 200);
        const params = { count: result.conflicts.length };
        const key = 'bulk.gridConflict' as const;
        return c.json(
          {
            error: { code: 'conflict', key, params, message: renderMessage(key, params) },
            conflicts: result.conflicts,
          },
          409,
        );
      },
    )
    .post(
      '/import/dry-run',
      requireRoute('POST /api/catalogue-bulk/staff/import/dry-run'),
      validate('json', importFile),
      async (c) => c.json(await bulk.import.dryRun(actorOf(c), c.req.valid('json').file)),
    )
    .post(
      '/import/apply',
      requireRoute('POST /api/catalogue-bulk/staff/import/apply'),
      validate('json', importApply),
      async (c) => {
        const { file, token } = c.req.valid('json');
        return c.json(await bulk.import.apply(actorOf(c), file, token));
      },
    );
}
