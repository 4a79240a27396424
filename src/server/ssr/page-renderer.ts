import type { Language } from '../../shared/i18n/language';
import { serverPageFor } from '../../web/app/page-modules';
import { SSR_STATE_ID, type SsrState, serializeSsrState } from '../../web/lib/ssr-state';
import { createDrawnPages } from './drawn-pages';
import { type PageDataDeps, pageQueries } from './page-data';
import { pageChunks } from './preloads';
import { renderApp } from './render-app';

export type RenderRequest = {
  /** Path and query string, as the browser's router will see them. */
  url: string;
  language: Language;
  /** The path names a page of the app (shared/routes); unknown paths get the not-found page. */
  knownPage: boolean;
};

export type RenderedPage = {
  /** The app's HTML, for inside #root. */
  html: string;
  /** The `<script type="application/json">` data block the browser hydrates from. */
  state: string;
  /** Hints for the head: the preload of the page's largest picture (fetchpriority="high"). */
  preloads: string;
};

let chunks: Map<string, string> | null = null;
const drawn = createDrawnPages(renderApp);
const escapeAttribute = (s: string) => s.replace(/[&"<>]/g, (ch) => `&#${ch.charCodeAt(0)};`);
const LEADING_LINKS = /^(?:<link [^>]*\/>)+/;

/** The whole page for a server-rendered path, or null for a page the browser draws alone. */
export async function renderPage(
  deps: PageDataDeps & { clientDir: string },
  request: RenderRequest,
): Promise<RenderedPage | null> {
  const url = new URL(request.url, 'http://localhost');
  const page = serverPageFor(url.pathname, request.knownPage);
  if (!page) return null;
  const state: SsrState = {
    language: request.language,
    renderedAt: Date.now(),
    queries: await pageQueries(page.page, page.params, url.searchParams, deps),
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
