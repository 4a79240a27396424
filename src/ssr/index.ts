import type { PageRenderer, PageRendererDeps } from '../server/http/pages';

/**
 * Server rendering of the catalogue pages (decision 017): the page renderer the server's port asks
 * for (src/server/http/pages.ts), handed to it by the process entry (src/main.ts, decision 068).
 * React and the web app load on first use, in their own chunk, so the server starts listening as
 * quickly as before; they start loading in the background right after, so the first visitor does
 * not wait for them either. A failed render is logged and the page goes out as the shell the
 * browser draws, as before server rendering.
 */
export function createPageRenderer(deps: PageRendererDeps): PageRenderer {
  let module: Promise<typeof import('./page-renderer')> | null = null;
  const load = () => {
    module ??= import('./page-renderer');
    return module;
  };
  setTimeout(() => {
    load().catch((error: unknown) => deps.logger?.error({ err: error }, 'server rendering failed to load'));
  }, 0).unref();
  return {
    async render(request) {
      try {
        return await (await load()).renderPage(deps, request);
      } catch (error) {
        deps.logger?.error({ err: error, url: request.url }, 'server rendering failed; sending the shell');
        return null;
      }
    },
  };
}
