import type { PageRendererDeps, RenderedPage, RenderRequest } from '../server/http/pages';
import { serverPageFor } from '../web/app/page-modules';
import { SSR_STATE_ID, type SsrState, serializeSsrState } from '../web/lib/ssr-state';
import { createDrawnPages } from './drawn-pages';
import { pageQueries } from './page-data';
import { pageChunks } from './preloads';
import { renderApp } from './render-app';

let chunks: Map<string, string> | null = null;
const drawn = createDrawnPages(renderApp);
const escapeAttribute = (s: string) => s.replace(/[&"<>]/g, (ch) => `&#${ch.charCodeAt(0)};`);
const LEADING_LINKS = /^(?:<link [^>]*\/>)+/;

/** The whole page for a server-rendered path, or null for a page the browser draws alone. */
export async function renderPage(
  deps: Pick<PageRendererDeps, 'reads' | 'clientDir'>,
  request: RenderRequest,
): Promise<RenderedPage | null> {
  const url = new URL(request.url, 'http://localhost');
  const page = serverPageFor(url.pathname, request.knownPage);
  if (!page) return null;
  const state: SsrState = {
    language: request.language,
    renderedAt: Date.now(),
    queries: await pageQueries(page.page, page.params, url.searchParams, deps.reads),
  };
  const rendered = await drawn(url.pathname + url.search, state);
  // React opens its output with the <link rel="preload"> of the pictures it saw (the LCP image with
  // fetchpriority="high"): they belong in the head, where the browser finds them first.
  const hints = LEADING_LINKS.exec(rendered)?.[0] ?? '';
  chunks ??= pageChunks(deps.clientDir);
  const chunk = escapeAttribute(chunks.get(page.page) ?? '');
  return {
    html: rendered.slice(hints.length),
    state: `<script type="application/json" id="${SSR_STATE_ID}" data-page="${chunk}">${serializeSsrState(state)}</script>`,
    preloads: hints,
  };
}
