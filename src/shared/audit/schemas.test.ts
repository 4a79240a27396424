import { describe, expect, it } from 'vitest';
import { auditQuerySchema, fieldChanges } from './schemas';

describe('fieldChanges', () => {
  it.each([
    [
      'an update: only what differs',
      { name: 'A', price: 10, on: true },
      { name: 'B', price: 10, on: false },
      [
        { field: 'name', before: 'A', after: 'B' },
        { field: 'on', before: true, after: false },
      ],
    ],
    [
      'a creation: every field from nothing',
      null,
      { code: 'X', value: 5 },
      [
        { field: 'code', before: null, after: 'X' },
        { field: 'value', before: null, after: 5 },
      ],
    ],
    [
      'a deletion: every field to nothing',
      { code: 'X' },
      null,
      [{ field: 'code', before: 'X', after: null }],
    ],
    ['nested values compared whole', { zones: [{ id: 1 }] }, { zones: [{ id: 1 }] }, []],
  ] as const)('%s', (_name, before, after, changes) => {
    expect(fieldChanges(before as never, after as never)).toEqual(changes);
  });
});

describe('auditQuerySchema', () => {
  it('drops empty filters and defaults the page', () => {
    expect(auditQuerySchema.parse({ person: ' ', entity: 'coupon' })).toEqual({ entity: 'coupon', page: 1 });
  });
  it.each([{ from: '25/11/2026' }, { page: '0' }])('%j is refused', (input) => {
    expect(auditQuerySchema.safeParse(input).success).toBe(false);
  });
});
