import { Hono } from 'hono';
import { requireRoute } from '@/server/http/permissions';
import type { AppEnv } from '@/server/http/types';
import { validate } from '@/server/http/validate';
import { taxRateIdParam, taxRateInput, taxSettingsInput } from '@/shared/tax/schemas';
import { actorOf } from '../audit/public';
import type { TaxService } from './service';

/**
 * The rate table and tax settings (issue 37), mounted at /api/tax/staff: the settings' permission
 * (manage_system_settings: admins and super_admins); every write audited in its transaction.
 */
export function taxStaffRoutes(tax: TaxService) {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    })
    .get('/rates', requireRoute('GET /api/tax/staff/rates'), async (c) =>
      c.json({ places: await tax.places(), settings: await tax.settings() }),
    )
    .post('/rates', requireRoute('POST /api/tax/staff/rates'), validate('json', taxRateInput), async (c) =>
      c.json({ rate: await tax.createRate(actorOf(c), c.req.valid('json')) }, 201),
    )
    .put(
      '/rates/:id',
      requireRoute('PUT /api/tax/staff/rates/:id'),
      validate('param', taxRateIdParam),
      validate('json', taxRateInput),
      async (c) =>
        c.json({ rate: await tax.updateRate(actorOf(c), c.req.valid('param').id, c.req.valid('json')) }),
    )
    .delete(
      '/rates/:id',
      requireRoute('DELETE /api/tax/staff/rates/:id'),
      validate('param', taxRateIdParam),
      async (c) => {
        await tax.deleteRate(actorOf(c), c.req.valid('param').id);
        return c.json({ ok: true });
      },
    )
    .put(
      '/settings',
      requireRoute('PUT /api/tax/staff/settings'),
      validate('json', taxSettingsInput),
      async (c) => c.json({ settings: await tax.saveSettings(actorOf(c), c.req.valid('json')) }),
    );
}
