import { hashKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryFromSearchParams } from '@/shared/catalogue/query';
import { listQueryFromSearchParams } from './list-query';

// Each case is a query string; the zod-free parser must give what the schema-based one gives,
// compared as the query key the cache uses (so a server-drawn list is found by the browser).
const CASES = [
  '',
  'category=bovinos',
  'category=%20bovinos%20',
  'category=',
  `category=${'a'.repeat(80)}`,
  `category=${'a'.repeat(81)}`,
  'q=picanha',
  'q=%20%20',
  `q=${'x'.repeat(81)}`,
  'featured=true&offer=0&brazilian=1',
  'featured=yes&offer=TRUE&brazilian=',
  'page=2',
  'page=0',
  'page=-1',
  'page=2.5',
  'page=1e1',
  'page=0x10',
  'page=%202%20',
  'page=',
  'page=501',
  'page=500',
  'pageSize=48',
  'pageSize=49',
  'pageSize=abc',
  'sort=price_asc',
  'sort=price',
  'sort=name&page=3&q=alcatra&category=bovinos&offer=false',
  'unknown=1&page=2',
];

describe('listQueryFromSearchParams', () => {
  it.each(CASES)('reads "%s" as the schema does', (search) => {
    const params = new URLSearchParams(search);
    expect(hashKey([listQueryFromSearchParams(params)])).toBe(hashKey([queryFromSearchParams(params)]));
  });

  it('keeps the defaults for a bare URL', () => {
    expect(listQueryFromSearchParams(new URLSearchParams())).toEqual({
      page: 1,
      pageSize: 12,
      sort: 'relevance',
    });
  });
});
