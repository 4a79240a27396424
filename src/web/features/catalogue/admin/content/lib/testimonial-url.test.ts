import { describe, expect, it } from 'vitest';
import { apiQuery, filtersFromSearch, searchFromFilters } from './testimonial-url';

describe('testimonial list URL', () => {
  it('reads defaults from an empty or broken query', () => {
    expect(filtersFromSearch(new URLSearchParams('sort=sideways&page=-2&published=maybe'))).toEqual({
      q: '',
      published: '',
      sort: 'date_desc',
      page: 1,
    });
  });

  it('round-trips what differs from the defaults', () => {
    const filters = filtersFromSearch(
      new URLSearchParams('q=picanha&published=false&sort=rating_asc&page=3'),
    );
    expect(filters).toEqual({ q: 'picanha', published: 'false', sort: 'rating_asc', page: 3 });
    expect(searchFromFilters(filters).toString()).toBe('q=picanha&published=false&sort=rating_asc&page=3');
    expect(
      searchFromFilters({ ...filters, q: ' ', published: '', sort: 'date_desc', page: 1 }).toString(),
    ).toBe('');
    expect(apiQuery(filters)).toEqual({ q: 'picanha', published: 'false', sort: 'rating_asc', page: 3 });
  });
});
