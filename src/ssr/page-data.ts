import type { QueryKey } from '@tanstack/react-query';
import type { ApiAnswer, PageReads } from '../server/http/pages';
import { CLEATS_SLUG, SNEAKERS_SLUG } from '../shared/catalogue/filters';
import type { ProductListQuery } from '../shared/catalogue/schemas';
import type { ProductDetail } from '../shared/catalogue/types';
import type { ServerPage } from '../web/app/page-modules';
import { catalogueKeys } from '../web/features/catalogue/api/keys';
import { listQueryFromSearchParams, relatedProductsQuery } from '../web/features/catalogue/lib/list-query';
import { settingsKeys } from '../web/lib/settings';
import type { SsrQuery } from '../web/lib/ssr-state';
import { storesKeys } from '../web/lib/stores';

/** An answer of the server's page reads under the query key the page's hook reads it from. */
const keyed = (key: QueryKey, answer: Promise<ApiAnswer>): Promise<SsrQuery> =>
  answer.then((found) => ({ key, ...found }));

/**
 * The API reads a server-rendered page makes on its first render, under the query keys its hooks
 * use (the web app's key factories, so they cannot drift): the layout's settings and stores, plus the page's
 * own. Reads a page makes later (the session, the cart) stay in the browser.
 */
export async function pageQueries(
  page: ServerPage,
  params: Record<string, string>,
  search: URLSearchParams,
  server: PageReads,
): Promise<SsrQuery[]> {
  const reads: Promise<SsrQuery | SsrQuery[]>[] = [
    server.settings().then((data) => ({ key: settingsKeys.public(), data })),
    // The footer's stores (decision 037).
    server.stores().then((data) => ({ key: storesKeys.public(), data })),
  ];
  const list = listQueryFromSearchParams(search);
  const products = (query: ProductListQuery) => keyed(catalogueKeys.products(query), server.products(query));
  // The category page asks for its products once the category is known; so does this.
  const category = (slug: string) =>
    reads.push(
      keyed(catalogueKeys.category(slug), server.category(slug)).then(async (found) => {
        if ('error' in found) return [found];
        return [found, await products({ ...list, category: slug })];
      }),
    );
  switch (page) {
    case 'home':
      reads.push(keyed(catalogueKeys.home(), server.home()));
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
        keyed(catalogueKeys.product(slug), server.product(slug)).then(async (found) => {
          // The "More in …" row under the product: its category's list, as the page asks for it.
          const categorySlug = 'data' in found ? (found.data as ProductDetail).category?.slug : undefined;
          if (!categorySlug) return [found];
          return [found, await products(relatedProductsQuery(categorySlug))];
        }),
      );
      break;
    }
    case 'search':
      // Nothing typed yet: the page shows its suggestions, and reads no list.
      if (list.q) reads.push(products(list));
      break;
    case 'about':
      reads.push(keyed(catalogueKeys.sections(), server.sections()));
      break;
    case 'notFound':
      break;
  }
  return (await Promise.all(reads)).flat();
}
