import { describe, expect, it } from 'vitest';
import type { Cart, CartLine } from '@/shared/cart/types';
import { EMPTY_CART, withAddedUnits, withLineQuantity, withoutExtra, withoutLines } from './optimistic';

const line = (
  id: string,
  quantity: number,
  unit: number,
  weightKg: number | null,
  stock: number | null = null,
): CartLine => ({
  id,
  productId: `p-${id}`,
  productSlug: id,
  productName: id,
  productNameEn: null,
  imageUrl: null,
  variationId: weightKg === null ? null : `v-${id}`,
  variationName: null,
  weightKg,
  pricePerKgCents: null,
  quantity,
  unitPriceCents: unit,
  totalPriceCents: quantity * unit,
  extrasTotalCents: 0,
  extras: [],
  stock,
  exceedsStock: false,
  available: true,
});

const cart: Cart = {
  ...EMPTY_CART,
  sessionId: 's',
  items: [
    {
      ...line('picanha', 2, 14388, 1.2, 4),
      extras: [
        {
          id: 'e1',
          extraId: 'x1',
          name: 'Tempero',
          nameEn: null,
          basis: 'line',
          quantity: 1,
          unitPriceCents: 490,
          totalPriceCents: 490,
        },
        {
          id: 'e2',
          extraId: 'x2',
          name: 'Embalar a vácuo',
          nameEn: 'Vacuum-packed',
          basis: 'piece',
          quantity: 2,
          unitPriceCents: 200,
          totalPriceCents: 400,
        },
      ],
      extrasTotalCents: 890,
    },
    line('chimichurri', 1, 1490, null),
  ],
  totals: { subtotalCents: 2 * 14388 + 490 + 400 + 1490, itemCount: 3, totalWeightKg: 2.4 },
};

describe('optimistic cart (what the badge and lines show while a write travels)', () => {
  it('counts added units at once', () => {
    expect(withAddedUnits(cart, 2).totals.itemCount).toBe(5);
    expect(withAddedUnits(EMPTY_CART, 1).totals).toEqual({
      subtotalCents: 0,
      itemCount: 1,
      totalWeightKg: 0,
    });
  });

  it('recomputes line, totals, weight and the stock notice for a new quantity', () => {
    const next = withLineQuantity(cart, 'picanha', 5);
    expect(next.items[0]).toMatchObject({ quantity: 5, totalPriceCents: 5 * 14388, exceedsStock: true });
    // The per-line extra stays once; the per-piece one follows the 5 units (decision 111).
    expect(next.items[0]!.extras.map((e) => [e.quantity, e.totalPriceCents])).toEqual([
      [1, 490],
      [5, 1000],
    ]);
    expect(next.items[0]!.extrasTotalCents).toBe(1490);
    expect(next.totals).toEqual({
      subtotalCents: 5 * 14388 + 490 + 1000 + 1490,
      itemCount: 6,
      totalWeightKg: 6,
    });
  });

  it('drops a line (and its extras) at 0', () => {
    const next = withLineQuantity(cart, 'picanha', 0);
    expect(next.items.map((l) => l.id)).toEqual(['chimichurri']);
    expect(next.totals).toEqual({ subtotalCents: 1490, itemCount: 1, totalWeightKg: 0 });
  });

  it('removes an extra', () => {
    const next = withoutExtra(cart, 'picanha', 'e1');
    expect(next.items[0]!.extras.map((e) => e.id)).toEqual(['e2']);
    expect(next.totals.subtotalCents).toBe(2 * 14388 + 400 + 1490);
  });

  it('empties the cart but keeps its id', () => {
    expect(withoutLines(cart)).toMatchObject({
      sessionId: 's',
      items: [],
      totals: { itemCount: 0, subtotalCents: 0 },
    });
  });
});
