import { PAGE_SIZE_DEFAULT } from './limits';

/** A list as a page or a link describes it: parsed values or their text forms. */
export type LooseListQuery = {
  category?: string | undefined;
  q?: string | undefined;
  featured?: boolean | string | undefined;
  offer?: boolean | string | undefined;
  brazilian?: boolean | string | undefined;
  sort?: string | undefined;
  page?: number | string | undefined;
  pageSize?: number | string | undefined;
};

/** The list → the shortest query string that shows it (defaults left out), for URLs and the API. */
export function searchParamsFromQuery(query: LooseListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.category) params.set('category', String(query.category));
  if (query.q?.trim()) params.set('q', query.q.trim());
  for (const key of ['featured', 'offer', 'brazilian'] as const) {
    const value = query[key];
    if (value === true || value === 'true' || value === '1') params.set(key, 'true');
    else if (value === false || value === 'false' || value === '0') params.set(key, 'false');
  }
  if (query.sort && query.sort !== 'relevance') params.set('sort', query.sort);
  if (query.page && Number(query.page) !== 1) params.set('page', String(query.page));
  if (query.pageSize && Number(query.pageSize) !== PAGE_SIZE_DEFAULT)
    params.set('pageSize', String(query.pageSize));
  return params;
}
