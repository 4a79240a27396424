import { Hono } from 'hono';
import type { AppEnv } from '@/server/http/types';
import type { SettingsService } from './service';

/** Public: the settings any visitor's page needs (brand, contact, social, chat numbers, SEO). */
export function settingsRoutes(settings: SettingsService) {
  return new Hono<AppEnv>().get('/', async (c) => {
    c.header('Cache-Control', 'public, max-age=60, stale-while-revalidate=300');
    return c.json(await settings.getPublic());
  });
}
