import { describe, expect, it } from 'vitest';
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
