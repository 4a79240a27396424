import { describe, expect, it } from 'vitest';
import { createSeenIds } from '@/shared/live/events';
import { parseEvents } from './live-stream';

describe('parseEvents', () => {
  it.each([
    [': open\n\n', [{ comment: true }], ''],
    ['event: live\ndata: {"a":1}\nid: 7\n\n', [{ id: '7', data: '{"a":1}' }], ''],
    ['id: 8\r\ndata: x\r\n\r\nid: 9\ndata: y', [{ id: '8', data: 'x' }], 'id: 9\ndata: y'],
    ['data: a\ndata: b\n\n', [{ data: 'a\nb' }], ''],
    ['data: partial', [], 'data: partial'],
  ])('%j', (text, blocks, rest) => {
    expect(parseEvents(text)).toEqual({ blocks, rest });
  });
});

describe('createSeenIds (decision 102)', () => {
  it('skips repeats and ids at or below the opening floor; resumes from the highest id', () => {
    const seen = createSeenIds(3);
    expect(seen.resumeFrom()).toBeNull();
    seen.floor('10');
    expect(seen.resumeFrom()).toBe('10');
    const table: [string, boolean][] = [
      ['9', false],
      ['10', false],
      ['12', true],
      ['12', false],
      ['11', true],
      ['13', true],
    ];
    for (const [id, fresh] of table) expect([id, seen.fresh(id)]).toEqual([id, fresh]);
    expect(seen.resumeFrom()).toBe('13');
    // A second opening line does not move the floor.
    seen.floor('20');
    expect(seen.fresh('14')).toBe(true);
  });
});
