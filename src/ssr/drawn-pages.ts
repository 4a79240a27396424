import { createHash } from 'node:crypto';
import type { SsrState } from '../web/lib/ssr-state';

/** How long a drawn page is reused, and how many are kept (the oldest go first). */
export const DRAWN_PAGE_MS = 60_000;
export const DRAWN_PAGES_MAX = 300;

type Draw = (url: string, state: SsrState) => Promise<string>;

/**
 * Drawing a page with React costs 25–90 ms of the server's CPU (measured under load), the same
 * page for every visitor: the HTML is kept per URL, language and the very data it was drawn from
 * (a hash of the page's queries). A catalogue or settings change gives new data, hence a new key:
 * nobody is served a page older than the data. Concurrent first visits share one drawing.
 */
export function createDrawnPages(
  draw: Draw,
  options: { now?: () => number; ttlMs?: number; max?: number } = {},
) {
  const now = options.now ?? Date.now;
  const ttl = options.ttlMs ?? DRAWN_PAGE_MS;
  const max = options.max ?? DRAWN_PAGES_MAX;
  const pages = new Map<string, { html: Promise<string>; at: number }>();

  return (url: string, state: SsrState): Promise<string> => {
    const key = createHash('sha256')
      .update(`${url}\0${state.language}\0`)
      .update(JSON.stringify(state.queries))
      .digest('base64');
    const hit = pages.get(key);
    if (hit && now() - hit.at < ttl) return hit.html;
    const html = draw(url, state);
    pages.delete(key);
    pages.set(key, { html, at: now() });
    html.catch(() => pages.get(key)?.html === html && pages.delete(key));
    while (pages.size > max) pages.delete(pages.keys().next().value as string);
    return html;
  };
}
