import { describe, expect, it } from 'vitest';
import { moveTo } from './category-list';

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
