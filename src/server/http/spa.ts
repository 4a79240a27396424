import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { initialLanguage, LANGUAGE_COOKIE } from '@/shared/i18n/language';
import { isKnownPagePath } from '@/shared/routes';
import type { SettingsService } from '../modules/settings/public';
import { fillAppHtml, fillIndexHtml, type PageHead, renderHead } from './head';
import type { PageRenderer } from './pages';
import type { AppEnv } from './types';

/** A page's own head data; `notFound` makes the page answer 404 (for crawlers) with the app's not-found view. */
export type HeadResolver = (
  path: string,
) => Promise<(Omit<PageHead, 'path'> & { notFound?: boolean }) | null>;

/**
 * The built web app: hashed assets cached forever, other files for an hour, and every other GET
 * answered with index.html (never cached) whose head the server fills for the requested page.
 * With `pages`, the catalogue pages also come drawn, in the visitor's language (decision 017).
 */
export function spaRoutes(options: {
  clientDir: string;
  settings: SettingsService;
  publicUrl: string | undefined;
  headFor?: HeadResolver;
  pages?: PageRenderer;
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
        // The visitor's choice (a cookie the language toggle sets), else the shop's language.
        const language = initialLanguage(getCookie(c, LANGUAGE_COOKIE), settings.defaultLanguage);
        const head = renderHead(settings, { ...page, path: c.req.path }, origin, language);
        const knownPage = !notFound && isKnownPagePath(c.req.path);
        const url = new URL(c.req.url);
        const drawn = await options.pages?.render({ url: url.pathname + url.search, language, knownPage });
        c.header('Cache-Control', 'no-cache');
        c.header('Vary', 'Cookie');
        const html = fillIndexHtml(template, drawn ? head + drawn.preloads : head, language);
        return c.html(drawn ? fillAppHtml(html, drawn.html, drawn.state) : html, knownPage ? 200 : 404);
      })
  );
}
