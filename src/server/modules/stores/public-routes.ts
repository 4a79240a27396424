import { Hono } from 'hono';
import type { AppEnv } from '@/server/http/types';
import type { StoresService } from './stores-service';

/** Public: the stores' addresses and hours for the footer and the about page (decision 037). */
export function publicStoresRoutes(stores: StoresService) {
  return new Hono<AppEnv>().get('/', async (c) => {
    c.header('Cache-Control', 'public, max-age=60, stale-while-revalidate=300');
    return c.json({ stores: await stores.publicList() });
  });
}
