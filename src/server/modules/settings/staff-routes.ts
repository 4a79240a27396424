import { type Context, Hono } from 'hono';
import type { ZodType } from 'zod';
import { requireRoute } from '@/server/http/permissions';
import { currentAuth } from '@/server/http/session';
import type { AppEnv } from '@/server/http/types';
import { validate } from '@/server/http/validate';
import {
  generalSettingsSchema,
  seoSettingsSchema,
  settingKeyParam,
  settingValueSchema,
} from '@/shared/settings/schemas';
import type { AuditActor } from '../audit/public';
import { type StaffSettings, settingsRefusal } from './staff-settings';

/** The shared validator (unstorable text included), its refusal said the §8.5 way ("Erro ao atualizar: …"). */
function validateGroup<T extends ZodType>(schema: T) {
  return validate('json', schema, { refuse: (error) => settingsRefusal(error, 'settings.updateFailed') });
}

/** The signed-in staff member as the audit log records them. */
function actorOf(c: Context<AppEnv>): AuditActor {
  const { user, profile } = currentAuth(c);
  return { userId: user.id, role: profile?.role ?? '', requestId: c.var.requestId ?? null };
}

/**
 * The admin panel's settings and SEO screens (issue 17), mounted at /api/settings/staff. Every
 * route takes manage_system_settings (admins and super_admins; a manager gets 403). Bodies are
 * checked by the shared schemas: one per key (save one) or the group's (save all). Never cached.
 */
export function settingsStaffRoutes(staff: StaffSettings) {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    })
    .get('/general', requireRoute('GET /api/settings/staff/general'), async (c) =>
      c.json({ settings: await staff.list('general') }),
    )
    .put(
      '/general',
      requireRoute('PUT /api/settings/staff/general'),
      validateGroup(generalSettingsSchema),
      async (c) => c.json(await staff.saveAll(actorOf(c), 'general', c.req.valid('json'))),
    )
    .put(
      '/general/:key',
      requireRoute('PUT /api/settings/staff/general/:key'),
      validate('param', settingKeyParam('general')),
      validate('json', settingValueSchema),
      async (c) =>
        c.json(await staff.saveOne(actorOf(c), 'general', c.req.valid('param').key, c.req.valid('json'))),
    )
    .get('/seo', requireRoute('GET /api/settings/staff/seo'), async (c) =>
      c.json({ settings: await staff.list('seo') }),
    )
    .put('/seo', requireRoute('PUT /api/settings/staff/seo'), validateGroup(seoSettingsSchema), async (c) =>
      c.json(await staff.saveAll(actorOf(c), 'seo', c.req.valid('json'))),
    )
    .put(
      '/seo/:key',
      requireRoute('PUT /api/settings/staff/seo/:key'),
      validate('param', settingKeyParam('seo')),
      validate('json', settingValueSchema),
      async (c) =>
        c.json(await staff.saveOne(actorOf(c), 'seo', c.req.valid('param').key, c.req.valid('json'))),
    );
}
