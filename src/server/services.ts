import type { Database } from './db/client';
import type { Env } from './env';
import { createSettingsService } from './modules/settings/service';

/** Every module's service, built once per process from the database and the configuration. */
export function createServices(database: Database, _env: Env) {
  return {
    settings: createSettingsService(database.db),
  };
}

export type Services = ReturnType<typeof createServices>;
