import { describe, expect, it } from 'vitest';
import { filtersSearch, hasFilters, pageCount, readFilters } from './staff-filters';

describe('order desk filters in the URL', () => {
  it('reads every filter the API accepts', () => {
    const search = new URLSearchParams('q=BP-1042&status=preparing&paymentStatus=pending&page=3');
    expect(readFilters(search)).toEqual({
      q: 'BP-1042',
      status: 'preparing',
      paymentStatus: 'pending',
      page: 3,
    });
  });

  it.each([
    ['status=shipped', { page: 1 }],
    ['page=0', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['paymentStatus=maybe&q=%20%20', { page: 1 }],
    ['q=ana&page=-2', { q: 'ana', page: 1 }],
  ])('drops what the server would refuse: %s', (query, expected) => {
    expect(readFilters(new URLSearchParams(query))).toEqual(expected);
  });

  it('writes short links: no defaults, no empty values, and reads them back', () => {
    expect(filtersSearch({ q: '', status: undefined, page: 1 }).toString()).toBe('');
    const written = filtersSearch({ q: 'joana@example.com', status: 'confirmed', page: 2 });
    expect(written.toString()).toBe('q=joana%40example.com&status=confirmed&page=2');
    expect(readFilters(written)).toEqual({ q: 'joana@example.com', status: 'confirmed', page: 2 });
  });

  it('knows when a filter is set, and how many pages a total fills', () => {
    expect(hasFilters({ page: 4 })).toBe(false);
    expect(hasFilters({ page: 1, paymentStatus: 'confirmed' })).toBe(true);
    expect([pageCount(0, 20), pageCount(20, 20), pageCount(21, 20)]).toEqual([1, 1, 2]);
  });
});
