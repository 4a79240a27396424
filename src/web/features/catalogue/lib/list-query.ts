import {
  PAGE_MAX,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  PRODUCT_SORTS,
  type ProductSort,
  SEARCH_MAX,
  SLUG_MAX,
} from '@/shared/catalogue/limits';
import type { ProductListQuery } from '@/shared/catalogue/schemas';

const FLAGS: Record<string, boolean> = { true: true, '1': true, false: false, '0': false };

function text(raw: string, max: number): string | undefined | null {
  const clean = raw.trim();
  if (clean.length > max) return null;
  return clean || undefined;
}

function whole(raw: string, max: number): number | null {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : null;
}

/**
 * A page URL's query → the list it shows, leniently: a bad value (a hand-edited link) falls back
 * to its default. The same answer as shared/catalogue/query.ts's queryFromSearchParams (a test
 * compares them value by value) without the zod schema, whose code would otherwise load and run
 * with /produtos and the category pages (decision 017: it was their largest long task).
 */
export function listQueryFromSearchParams(params: URLSearchParams): ProductListQuery {
  const query: ProductListQuery = {
    category: undefined,
    q: undefined,
    page: 1,
    pageSize: PAGE_SIZE_DEFAULT,
    sort: 'relevance',
  };
  const get = (key: string) => params.get(key);
  const category = get('category');
  if (category !== null) {
    const value = text(category, SLUG_MAX);
    if (value !== null) query.category = value;
  }
  const q = get('q');
  if (q !== null) {
    const value = text(q, SEARCH_MAX);
    if (value !== null) query.q = value;
  }
  for (const key of ['featured', 'offer', 'brazilian'] as const) {
    const raw = get(key);
    if (raw !== null && raw in FLAGS) query[key] = FLAGS[raw];
  }
  const page = get('page');
  if (page !== null) query.page = whole(page, PAGE_MAX) ?? query.page;
  const pageSize = get('pageSize');
  if (pageSize !== null) query.pageSize = whole(pageSize, PAGE_SIZE_MAX) ?? query.pageSize;
  const sort = get('sort');
  if (sort !== null && (PRODUCT_SORTS as readonly string[]).includes(sort)) query.sort = sort as ProductSort;
  return query;
}

/**
 * The list a product page's "More in …" row reads: its category's first page as the category page
 * first shows it, so the two share one cached answer (and the server draws it with the page).
 */
export function relatedProductsQuery(category: string): ProductListQuery {
  return { ...listQueryFromSearchParams(new URLSearchParams()), category };
}
