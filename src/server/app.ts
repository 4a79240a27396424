import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import type { Logger } from 'pino';
import type { Database } from './db/client';
import type { Env } from './env';
import { errorBody } from './http/app-error';
import { onError } from './http/errors';
import { requestLog } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { type HeadResolver, spaRoutes } from './http/spa';
import type { AppEnv } from './http/types';
import { healthRoutes } from './modules/health/routes';
import { settingsRoutes } from './modules/settings/routes';
import type { Services } from './services';

export type AppDeps = {
  env: Env;
  database: Database;
  services: Services;
  logger: Logger;
  /** The built web app (dist/client); null serves the API alone (tests, `npm run dev`). */
  clientDir: string | null;
  headFor?: HeadResolver;
};

/** The remote address, or undefined when there is no socket (in-process test requests). */
export function remoteAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** Every API module, mounted under /api; its type is the typed client's contract. */
function buildApi(deps: AppDeps) {
  return new Hono<AppEnv>()
    .route('/health', healthRoutes(deps.database))
    .route('/settings', settingsRoutes(deps.services.settings));
}

export type AppType = ReturnType<typeof buildApi>;

export function createApp(deps: AppDeps) {
  const trusted = new Set(deps.env.TRUSTED_PROXIES);
  const app = new Hono<AppEnv>();

  app.use('*', requestLog(deps.logger));
  app.use('*', securityHeaders({ trustProxy: (c) => trusted.has(remoteAddress(c) ?? '') }));
  app.use('*', compress({ threshold: 1024 }));
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: 1024 * 1024,
      onError: (c) => c.json(errorBody('bad_request', 'Conteúdo grande demais (máximo 1 MB).'), 413),
    }),
  );

  app.route('/api', buildApi(deps));
  // Before the web app's fallback, or unknown API paths would answer 200 with HTML.
  app.all('/api/*', (c) => c.json(errorBody('not_found', 'Rota da API não encontrada.'), 404));

  if (deps.clientDir) {
    app.route(
      '/',
      spaRoutes({
        clientDir: deps.clientDir,
        settings: deps.services.settings,
        publicUrl: deps.env.PUBLIC_URL,
        headFor: deps.headFor,
      }),
    );
  }

  app.notFound((c) => c.json(errorBody('not_found'), 404));
  app.onError(onError);
  return app;
}
