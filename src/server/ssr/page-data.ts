import type { QueryKey } from '@tanstack/react-query';
import { CLEATS_SLUG, SNEAKERS_SLUG } from '../../shared/catalogue/filters';
import type { ProductListQuery } from '../../shared/catalogue/schemas';
import type { ProductDetail } from '../../shared/catalogue/types';
import type { ServerPage } from '../../web/app/page-modules';
import { catalogueKeys } from '../../web/features/catalogue/api/keys';
import { listQueryFromSearchParams, relatedProductsQuery } from '../../web/features/catalogue/lib/list-query';
import { settingsKeys } from '../../web/lib/settings';
import type { SsrQuery } from '../../web/lib/ssr-state';
import { storesKeys } from '../../web/lib/stores';
import { AppError } from '../http/app-error';
import type { CachedJson, CatalogueService } from '../modules/catalogue/public';
import type { SettingsService } from '../modules/settings/public';
import type { StoresService } from '../modules/stores/public';

export type PageDataDeps = { catalogue: CatalogueService; settings: SettingsService; stores: StoresService };

/**
 * A cached API answer as the browser would have received it: the very JSON text the API sends
 * (parsed), or the refusal it would have got. No query of its own: the catalogue's response cache
 * serves both the API and the pages. `check` runs first on the in-memory snapshot, so an unknown
 * slug (a crawler's guess) answers its 404 without taking a place in the response cache.
 */
async function answer(
  key: QueryKey,
  read: () => Promise<CachedJson>,
  check: () => Promise<unknown> = async () => undefined,
): Promise<SsrQuery> {
  try {
    await check();
    return { key, data: JSON.parse((await read()).body.toString('utf8')) };
  } catch (error) {
    if (error instanceof AppError && error.status < 500) {
      return { key, error: { status: error.status, body: error.toBody().error } };
    }
    throw error;
  }
}

/**
 * The API reads a server-rendered page makes on its first render, under the query keys its hooks
 * use (the web app's key factories, so they cannot drift): the layout's settings and stores, plus the page's
 * own. Reads a page makes later (the session, the cart) stay in the browser.
 */
export async function pageQueries(
  page: ServerPage,
  params: Record<string, string>,
  search: URLSearchParams,
  { catalogue, settings, stores }: PageDataDeps,
): Promise<SsrQuery[]> {
  const reads: Promise<SsrQuery | SsrQuery[]>[] = [
    settings.getPublic().then((data) => ({ key: settingsKeys.public(), data })),
    // The footer's stores (decision 037), the very answer GET /api/stores gives.
    stores.publicList().then((list) => ({ key: storesKeys.public(), data: { stores: list } })),
  ];
  const list = listQueryFromSearchParams(search);
  const products = (query: ProductListQuery) =>
    answer(catalogueKeys.products(query), () => catalogue.cached.products(query));
  // The category page asks for its products once the category is known; so does this.
  const category = (slug: string) =>
    reads.push(
      answer(
        catalogueKeys.category(slug),
        () => catalogue.cached.category(slug),
        () => catalogue.categoryBySlug(slug),
      ).then(async (found) => {
        if ('error' in found) return [found];
        return [found, await products({ ...list, category: slug })];
      }),
    );
  switch (page) {
    case 'home':
      reads.push(answer(catalogueKeys.home(), () => catalogue.cached.home()));
      break;
    case 'products':
      reads.push(products(list));
      break;
    case 'category':
      category(params.slug ?? '');
      break;
    case 'cleats':
      category(CLEATS_SLUG);
      break;
    case 'sneakers':
      category(SNEAKERS_SLUG);
      break;
    case 'product': {
      const slug = params.slug ?? '';
      reads.push(
        answer(
          catalogueKeys.product(slug),
          () => catalogue.cached.product(slug),
          () => catalogue.product(slug),
        ).then(async (found) => {
          // The "More in …" row under the product: its category's list, as the page asks for it.
          const categorySlug = 'data' in found ? (found.data as ProductDetail).category?.slug : undefined;
          if (!categorySlug) return [found];
          return [found, await products(relatedProductsQuery(categorySlug))];
        }),
      );
      break;
    }
    case 'about':
      reads.push(answer(catalogueKeys.sections(), () => catalogue.cached.sections()));
      break;
    case 'notFound':
      break;
  }
  return (await Promise.all(reads)).flat();
}
