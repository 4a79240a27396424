import { compareProducts, normalizeText } from './rules';
import { type ProductListQuery, productListQuery } from './schemas';
import type { ProductPage, ProductSummary } from './types';

/**
 * The product list of SPEC §7.2 as a pure function over the active catalogue: filters, accent-blind
 * search, sort and pages. The server runs it on its in-memory copy of the catalogue (docs/decisions).
 */

export type SearchableProduct = ProductSummary & {
  /** normalizeText of name, English name, brand, category and descriptions. */
  searchText: string;
  /** normalizeText of the names only, to rank name matches first. */
  nameText: string;
};

export function toSearchable(
  product: ProductSummary,
  texts: { description?: string | null; descriptionEn?: string | null },
): SearchableProduct {
  const names = [product.name, product.nameEn ?? ''].join(' ');
  const rest = [
    product.brand,
    product.category?.name,
    product.category?.nameEn,
    texts.description,
    texts.descriptionEn,
  ]
    .filter(Boolean)
    .join(' ');
  return { ...product, nameText: normalizeText(names), searchText: normalizeText(`${names} ${rest}`) };
}

/** 2 when every word is in the name, 1 when found elsewhere, 0 when some word is missing. */
export function searchScore(product: Pick<SearchableProduct, 'searchText' | 'nameText'>, words: string[]) {
  if (words.length === 0) return 1;
  if (!words.every((w) => product.searchText.includes(w))) return 0;
  return words.every((w) => product.nameText.includes(w)) ? 2 : 1;
}

export function matchesFilters(product: ProductSummary, query: ProductListQuery): boolean {
  if (query.category && product.category?.slug !== query.category) return false;
  if (query.featured !== undefined && product.featured !== query.featured) return false;
  if (query.offer !== undefined && product.onOffer !== query.offer) return false;
  if (query.brazilian !== undefined && product.brazilianCut !== query.brazilian) return false;
  return true;
}

export function queryProducts(products: readonly SearchableProduct[], query: ProductListQuery): ProductPage {
  const words = query.q ? normalizeText(query.q).split(' ').filter(Boolean) : [];
  const compare = compareProducts(query.sort);
  const found = products
    .filter((p) => matchesFilters(p, query))
    .map((p) => ({ p, score: searchScore(p, words) }))
    .filter((r) => r.score > 0)
    .sort((a, b) => (query.sort === 'relevance' ? b.score - a.score : 0) || compare(a.p, b.p));
  const total = found.length;
  const start = (query.page - 1) * query.pageSize;
  const items = found.slice(start, start + query.pageSize).map(({ p }) => {
    const { searchText: _s, nameText: _n, ...summary } = p;
    return summary;
  });
  return {
    items,
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
  };
}

/** One stable key per distinct list (parameter order and defaults do not matter). */
export function productListKey(query: ProductListQuery): string {
  return [
    query.category ?? '',
    query.featured ?? '',
    query.offer ?? '',
    query.brazilian ?? '',
    query.q ? normalizeText(query.q) : '',
    query.page,
    query.pageSize,
    query.sort,
  ].join('|');
}

const DEFAULTS = productListQuery.parse({});

/**
 * A page URL's query → the list it shows, leniently: a bad value (a hand-edited link) falls back
 * to its default instead of breaking the page.
 */
export function queryFromSearchParams(params: URLSearchParams): ProductListQuery {
  const result: Record<string, unknown> = { ...DEFAULTS };
  const shape = productListQuery.shape;
  for (const key of Object.keys(shape) as (keyof typeof shape)[]) {
    const raw = params.get(key);
    if (raw === null) continue;
    const parsed = shape[key].safeParse(raw);
    if (parsed.success) result[key] = parsed.data;
  }
  return result as ProductListQuery;
}
