import { describe, expect, it } from 'vitest';
import type { ProductSummary } from '@/shared/catalogue/types';
import { pickRelated, RELATED_COUNT } from './related-products';

const item = (id: string, inStock = true) => ({ id, inStock }) as ProductSummary;

describe('pickRelated', () => {
  it("leaves the product itself out and keeps the list's order", () => {
    const picked = pickRelated([item('a'), item('self'), item('b'), item('c')], 'self');
    expect(picked.map((p) => p.id)).toEqual(['a', 'b', 'c']);
  });

  it('puts sold-out products after those in stock, and shows at most one row', () => {
    const items = [item('out', false), item('a'), item('b'), item('c'), item('d'), item('e')];
    const picked = pickRelated(items, 'self');
    expect(picked).toHaveLength(RELATED_COUNT);
    expect(picked.map((p) => p.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(pickRelated([item('out', false), item('a')], 'self').map((p) => p.id)).toEqual(['a', 'out']);
  });

  it('is empty when the category has nothing else', () => {
    expect(pickRelated([item('self')], 'self')).toEqual([]);
  });
});
