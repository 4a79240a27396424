// @vitest-environment jsdom
import { act, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { mount } from '@/testing/dom';
import type { StaffCategoryRow } from '../api/get-staff-categories';
import { CategoryList, moveTo } from './category-list';

describe('moveTo (the new order after a drag or a move button)', () => {
  it.each([
    [['a', 'b', 'c'], 'c', 0, ['c', 'a', 'b']],
    [['a', 'b', 'c'], 'a', 2, ['b', 'c', 'a']],
    [['a', 'b', 'c'], 'b', 0, ['b', 'a', 'c']],
    [['a', 'b', 'c'], 'b', 1, ['a', 'b', 'c']],
    [['a', 'b', 'c'], 'a', 9, ['b', 'c', 'a']],
    [['a', 'b', 'c'], 'c', -1, ['c', 'a', 'b']],
  ])('%j: %s to %i → %j', (ids, id, to, expected) => {
    expect(moveTo(ids, id, to)).toEqual(expected);
  });
});

const row = (id: string, order: number): StaffCategoryRow => ({
  id,
  slug: id,
  name: id.toUpperCase(),
  nameEn: null,
  description: null,
  descriptionEn: null,
  imageUrl: null,
  displayOrder: order,
  isActive: true,
  taxClass: 'grocery_food',
  takesPrepNotes: false,
  updatedAt: '2026-11-25T10:00:00.000Z',
  productCount: 0,
});

function Harness({ onOrder }: { onOrder: (ids: string[]) => void }) {
  const [rows, setRows] = useState([row('a', 0), row('b', 1), row('c', 2)]);
  return (
    <CategoryList
      categories={rows}
      onReorder={(ids) => {
        onOrder(ids);
        setRows(ids.map((id) => rows.find((r) => r.id === id)!));
      }}
      onEdit={() => {}}
      onToggle={() => {}}
      onDelete={() => {}}
    />
  );
}

const moveButton = (id: string, direction: 'up' | 'down') =>
  document.querySelector<HTMLButtonElement>(`[data-move="${id}:${direction}"]`)!;
const names = () => [...document.querySelectorAll('li')].map((li) => li.dataset.testid);

let unmount: () => void = () => {};
afterEach(() => unmount());

describe('CategoryList keyboard reorder', () => {
  it('moves a row with its buttons, keeping the focus on the button pressed (or its twin at the end)', async () => {
    const orders: string[][] = [];
    ({ unmount } = mount(<Harness onOrder={(ids) => orders.push(ids)} />));
    moveButton('c', 'up').focus();
    await act(async () => moveButton('c', 'up').click());
    expect(names()).toEqual(['category-a', 'category-c', 'category-b']);
    expect(document.activeElement).toBe(moveButton('c', 'up'));
    await act(async () => moveButton('c', 'up').click());
    expect(orders).toEqual([
      ['a', 'c', 'b'],
      ['c', 'a', 'b'],
    ]);
    // At the top "up" is disabled: the focus goes to "down".
    expect(moveButton('c', 'up').disabled).toBe(true);
    expect(document.activeElement).toBe(moveButton('c', 'down'));
  });
});
