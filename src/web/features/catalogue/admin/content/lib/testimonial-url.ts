import {
  TESTIMONIAL_SORTS,
  type TestimonialListInput,
  type TestimonialSort,
} from '@/shared/catalogue/content-schemas';

/** The testimonials list's state as the URL carries it (`?q=&published=&sort=&page=`). */
export type TestimonialFilters = {
  q: string;
  published: '' | 'true' | 'false';
  sort: TestimonialSort;
  page: number;
};

export function filtersFromSearch(params: URLSearchParams): TestimonialFilters {
  const published = params.get('published');
  const sort = params.get('sort') as TestimonialSort | null;
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    published: published === 'true' || published === 'false' ? published : '',
    sort: sort && TESTIMONIAL_SORTS.includes(sort) ? sort : 'date_desc',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** Only what differs from the defaults goes into the URL. */
export function searchFromFilters(filters: TestimonialFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.published) params.set('published', filters.published);
  if (filters.sort !== 'date_desc') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The API's query for these filters. */
export const apiQuery = (f: TestimonialFilters): TestimonialListInput => ({
  ...(f.q.trim() && { q: f.q.trim() }),
  ...(f.published && { published: f.published }),
  sort: f.sort,
  page: f.page,
});
