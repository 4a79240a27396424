import { describe, expect, it } from 'vitest';
import { filtersSearch, hasFilters, readFilters } from './user-filters';

const STORE = '6f1c1e0e-3b0a-4c55-9a43-0d6f3f8c2b11';

describe('the users list filters ↔ the URL', () => {
  it('reads every filter the API accepts', () => {
    const filters = readFilters(
      new URLSearchParams(
        `q=ana&role=manager&storeId=${STORE}&state=suspended&verified=false&sort=name_asc&page=3`,
      ),
    );
    expect(filters).toEqual({
      q: 'ana',
      role: 'manager',
      storeId: STORE,
      state: 'suspended',
      verified: false,
      sort: 'name_asc',
      page: 3,
    });
  });

  it.each([
    ['role=chef', {}],
    ['state=gone', {}],
    ['verified=maybe', {}],
    ['sort=random', {}],
    ['page=0', {}],
    ['page=abc', {}],
    ['storeId=not-a-uuid', {}],
    ['q=%20%20', {}],
  ])('drops a value the API would refuse: %s', (search, extra) => {
    expect(readFilters(new URLSearchParams(search))).toEqual({ sort: 'created_desc', page: 1, ...extra });
  });

  it('writes only what differs from the defaults, and reads back the same filters', () => {
    expect(filtersSearch({ sort: 'created_desc', page: 1 }).toString()).toBe('');
    const search = filtersSearch({ q: 'Bia', verified: true, state: 'active', sort: 'orders_desc', page: 2 });
    expect(search.toString()).toBe('q=Bia&state=active&verified=true&sort=orders_desc&page=2');
    expect(readFilters(search)).toEqual({
      q: 'Bia',
      verified: true,
      state: 'active',
      sort: 'orders_desc',
      page: 2,
    });
  });

  it('"verified=false" is a filter; the sort alone is not', () => {
    expect(hasFilters(readFilters(new URLSearchParams('verified=false')))).toBe(true);
    expect(hasFilters(readFilters(new URLSearchParams('sort=name_asc&page=2')))).toBe(false);
  });
});
