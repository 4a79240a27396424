import type { Logger } from 'pino';
import type { ProductListQuery } from '@/shared/catalogue/schemas';
import type { PublicStore } from '@/shared/delivery/public-stores';
import type { ErrorBody } from '@/shared/errors';
import type { Language } from '@/shared/i18n/language';
import type { PublicSettings } from '@/shared/settings/public-settings';
import type { Services } from '../services';
import { AppError } from './app-error';

/**
 * The server's side of server-drawn pages (decisions 017, 068): what it asks of a page renderer and
 * what it gives one. The renderer itself draws the web app, so it lives outside the server
 * (src/ssr) and the process entry (src/main.ts) hands it in; the server never imports it.
 */

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

export type PageRenderer = {
  /** The server-drawn page, or null when the browser draws it alone (or drawing it failed). */
  render(request: RenderRequest): Promise<RenderedPage | null>;
};

/** An API read as the browser would have received it: the JSON the API sends (parsed), or its refusal. */
export type ApiAnswer = { data: unknown } | { error: { status: number; body: ErrorBody['error'] } };

/**
 * The API reads a drawn page's first render may need, each the very answer of its route (the
 * catalogue's from the response cache the API serves, so a drawn page costs no extra query).
 */
export type PageReads = {
  /** GET /api/settings */
  settings(): Promise<PublicSettings>;
  /** GET /api/stores (the footer's stores, decision 037) */
  stores(): Promise<{ stores: PublicStore[] }>;
  /** GET /api/catalogue/home */
  home(): Promise<ApiAnswer>;
  /** GET /api/catalogue/sections */
  sections(): Promise<ApiAnswer>;
  /** GET /api/catalogue/products?… */
  products(query: ProductListQuery): Promise<ApiAnswer>;
  /** GET /api/catalogue/categories/:slug */
  category(slug: string): Promise<ApiAnswer>;
  /** GET /api/catalogue/products/:idOrSlug */
  product(slug: string): Promise<ApiAnswer>;
};

/** What the server gives the page renderer it builds: the reads, the built web app, its logger. */
export type PageRendererDeps = { reads: PageReads; clientDir: string; logger?: Logger };

/** Builds the page renderer; createApp calls it once, when it serves the web app. */
export type CreatePageRenderer = (deps: PageRendererDeps) => PageRenderer;

/**
 * The reads of `PageReads` on the server's services. A refusal below 500 (an unknown slug) is an
 * answer, as the browser would get it; anything else throws, and the page goes out as the shell.
 * The slug is checked on the in-memory snapshot first, so a crawler's guess answers its 404
 * without taking a place in the response cache.
 */
export function pageReads({
  catalogue,
  settings,
  stores,
}: Pick<Services, 'catalogue' | 'settings' | 'stores'>): PageReads {
  const answer = async (
    read: () => Promise<{ body: Buffer }>,
    check: () => Promise<unknown> = async () => undefined,
  ): Promise<ApiAnswer> => {
    try {
      await check();
      return { data: JSON.parse((await read()).body.toString('utf8')) };
    } catch (error) {
      if (error instanceof AppError && error.status < 500) {
        return { error: { status: error.status, body: error.toBody().error } };
      }
      throw error;
    }
  };
  return {
    settings: () => settings.getPublic(),
    stores: async () => ({ stores: await stores.publicList() }),
    home: () => answer(() => catalogue.cached.home()),
    sections: () => answer(() => catalogue.cached.sections()),
    products: (query) => answer(() => catalogue.cached.products(query)),
    category: (slug) =>
      answer(
        () => catalogue.cached.category(slug),
        () => catalogue.categoryBySlug(slug),
      ),
    product: (slug) =>
      answer(
        () => catalogue.cached.product(slug),
        () => catalogue.product(slug),
      ),
  };
}
