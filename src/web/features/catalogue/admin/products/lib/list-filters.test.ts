import { describe, expect, it } from 'vitest';
import { hasListFilters, listSearch, readListQuery, sortBy } from './list-filters';

describe('product list URL', () => {
  it('reads what the API accepts and drops the rest', () => {
    const q = readListQuery(
      new URLSearchParams('q=picanha&stock=low&sort=bogus&page=0&featured=true&pageSize=50'),
    );
    expect(q).toMatchObject({
      q: 'picanha',
      stock: 'low',
      sort: 'updated',
      page: 1,
      featured: true,
      pageSize: 50,
    });
    expect(hasListFilters(q)).toBe(true);
    expect(hasListFilters(readListQuery(new URLSearchParams('sort=name')))).toBe(false);
  });

  it('writes only what differs from the defaults, and reads back the same query', () => {
    const q = readListQuery(new URLSearchParams('q=alcatra&status=draft&page=3'));
    expect(listSearch(q).toString()).toBe('q=alcatra&status=draft&page=3');
    expect(readListQuery(listSearch(q))).toEqual(q);
  });

  it('a header click flips the direction of the same column, starts another ascending, and goes back to page 1', () => {
    const q = readListQuery(new URLSearchParams('page=4'));
    const byName = sortBy(q, 'name');
    expect(byName).toMatchObject({ sort: 'name', dir: 'asc', page: 1 });
    expect(sortBy(byName, 'name')).toMatchObject({ sort: 'name', dir: 'desc' });
    expect(sortBy(byName, 'updated')).toMatchObject({ sort: 'updated', dir: 'desc' });
  });
});
