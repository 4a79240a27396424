import { describe, expect, it } from 'vitest';
import {
  ALL_DAYS,
  apiQuery,
  filtersSearch,
  hasFilters,
  pageCount,
  readFilters,
  shopToday,
} from './staff-filters';

const TODAY = '2026-11-24';

describe('order desk filters in the URL', () => {
  it('reads every filter the API accepts', () => {
    const search = new URLSearchParams(
      'day=2026-11-26&window=09:00-12:00&fulfilment=delivery&q=BP-1042&status=preparing&paymentStatus=pending&page=3',
    );
    expect(readFilters(search, TODAY)).toEqual({
      day: '2026-11-26',
      window: '09:00-12:00',
      fulfilment: 'delivery',
      q: 'BP-1042',
      status: 'preparing',
      paymentStatus: 'pending',
      page: 3,
    });
  });

  it.each([
    ['status=shipped', { day: TODAY, page: 1 }],
    ['page=0', { day: TODAY, page: 1 }],
    ['page=abc', { day: TODAY, page: 1 }],
    ['paymentStatus=maybe&q=%20%20', { day: TODAY, page: 1 }],
    ['cardState=maybe', { day: TODAY, page: 1 }],
    ['q=ana&page=-2', { day: TODAY, q: 'ana', page: 1 }],
    ['day=2026-02-30&window=12:00-09:00', { day: TODAY, page: 1 }],
  ])('drops what the server would refuse: %s', (query, expected) => {
    expect(readFilters(new URLSearchParams(query), TODAY)).toEqual(expected);
  });

  it('opens on today; day=all is every day, and the API is then asked no day', () => {
    expect(readFilters(new URLSearchParams(''), TODAY).day).toBe(TODAY);
    const all = readFilters(new URLSearchParams('day=all&status=confirmed'), TODAY);
    expect(all).toEqual({ day: ALL_DAYS, status: 'confirmed', page: 1 });
    expect(filtersSearch(all).toString()).toBe('status=confirmed&day=all');
    expect(apiQuery(all)).toEqual({ status: 'confirmed' });
    expect(apiQuery({ day: TODAY, page: 1 })).toEqual({ day: TODAY });
  });

  it('writes short links: no defaults, no empty values, and reads them back', () => {
    expect(filtersSearch({ q: '', status: undefined, page: 1 }).toString()).toBe('');
    const written = filtersSearch({ q: 'joana@example.com', status: 'confirmed', page: 2, day: TODAY });
    expect(written.toString()).toBe(`day=${TODAY}&q=joana%40example.com&status=confirmed&page=2`);
    expect(readFilters(written, '2030-01-01')).toEqual({
      day: TODAY,
      q: 'joana@example.com',
      status: 'confirmed',
      page: 2,
    });
  });

  it('today is the shop’s (Georgia) day, not UTC’s', () => {
    // 02:00 UTC on the 25th is still the 24th in Georgia.
    expect(shopToday(new Date('2026-11-25T02:00:00Z'))).toBe('2026-11-24');
  });

  it('knows when a filter is set, and how many pages a total fills', () => {
    expect(hasFilters({ page: 4, day: TODAY })).toBe(false);
    expect(hasFilters({ page: 1, paymentStatus: 'confirmed' })).toBe(true);
    expect(hasFilters({ page: 1, cardState: 'authorized' })).toBe(true);
    expect(hasFilters({ page: 1, window: '09:00-12:00' })).toBe(true);
    expect([pageCount(0, 20), pageCount(20, 20), pageCount(21, 20)]).toEqual([1, 1, 2]);
  });
});

describe('the card payment filter (decision 081)', () => {
  it('reads a card state from the URL and writes it back', () => {
    const filters = readFilters(new URLSearchParams('cardState=captured'), '2026-11-26');
    expect(filters).toMatchObject({ cardState: 'captured' });
    expect(filtersSearch(filters).get('cardState')).toBe('captured');
    expect(apiQuery(filters)).toMatchObject({ cardState: 'captured' });
  });
});
