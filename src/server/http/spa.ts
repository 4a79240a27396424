import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { isKnownPagePath } from '../../shared/routes';
import type { SettingsService } from '../modules/settings/service';
import { fillIndexHtml, type PageHead, renderHead } from './head';
import type { AppEnv } from './types';

/** A page's own head data; `notFound` makes the page answer 404 (for crawlers) with the app's not-found view. */
export type HeadResolver = (
  path: string,
) => Promise<(Omit<PageHead, 'path'> & { notFound?: boolean }) | null>;

/**
 * The built web app: hashed assets cached forever, other files for an hour, and every other GET
 * answered with index.html (never cached) whose head the server fills for the requested page.
 */
export function spaRoutes(options: {
  clientDir: string;
  settings: SettingsService;
  publicUrl: string | undefined;
  headFor?: HeadResolver;
}) {
  const template = readFileSync(join(options.clientDir, 'index.html'), 'utf8');
  const assets = serveStatic({
    root: options.clientDir,
    precompressed: true,
    onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
  });
  const files = serveStatic({
    root: options.clientDir,
    precompressed: true,
    onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600'),
  });

  return (
    new Hono<AppEnv>()
      .use('/assets/*', assets)
      // A missing hashed asset is a plain 404, never index.html (a stale tab would parse HTML as JS).
      .get('/assets/*', (c) => c.text('Not found', 404))
      .use('*', async (c, next) => {
        if (c.req.path === '/' || c.req.path === '/index.html') return next();
        return files(c, next);
      })
      .get('*', async (c) => {
        const settings = await options.settings.getPublic();
        const origin = options.publicUrl ?? new URL(c.req.url).origin;
        const { notFound, ...page } = (await options.headFor?.(c.req.path)) ?? {};
        const head = renderHead(settings, { ...page, path: c.req.path }, origin);
        c.header('Cache-Control', 'no-cache');
        const status = notFound || !isKnownPagePath(c.req.path) ? 404 : 200;
        return c.html(fillIndexHtml(template, head, settings.defaultLanguage), status);
      })
  );
}
