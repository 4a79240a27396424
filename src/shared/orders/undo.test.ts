import { describe, expect, it } from 'vitest';
import { UNDO_WINDOW_MS, type UndoableEvent, undoRefusal } from './undo';

const at = new Date('2026-12-01T14:00:00Z');
const later = (ms: number) => new Date(at.getTime() + ms);
const event = (over: Partial<UndoableEvent> = {}): UndoableEvent => ({
  id: 'e1',
  kind: 'status',
  fromStatus: 'out_for_delivery',
  toStatus: 'completed',
  at,
  ...over,
});

describe('undoRefusal', () => {
  it.each([
    ['the latest move within the window', event(), 'e1', 'completed', later(10_000), false, null],
    ['at the window’s last millisecond', event(), 'e1', 'completed', later(UNDO_WINDOW_MS), false, null],
    [
      'past the window without a reason',
      event(),
      'e1',
      'completed',
      later(UNDO_WINDOW_MS + 1),
      false,
      'undoExpired',
    ],
    ['past the window with a reason (a step back)', event(), 'e1', 'completed', later(3_600_000), true, null],
    ['another event came after it', event(), 'e2', 'completed', later(1000), false, 'notLatest'],
    ['the order is no longer in that status', event(), 'e1', 'cancelled', later(1000), false, 'notLatest'],
    [
      'a cancellation',
      event({ fromStatus: 'preparing', toStatus: 'cancelled' }),
      'e1',
      'cancelled',
      later(1000),
      false,
      'notUndoable',
    ],
    [
      'a payment confirmation',
      event({ kind: 'payment', fromStatus: 'pending_payment', toStatus: 'confirmed' }),
      'e1',
      'confirmed',
      later(1000),
      false,
      'notUndoable',
    ],
    [
      'a weighing',
      event({ kind: 'weighing', fromStatus: 'preparing', toStatus: 'preparing' }),
      'e1',
      'preparing',
      later(1000),
      false,
      'notUndoable',
    ],
    [
      'the order’s first event (placed)',
      event({ fromStatus: null, toStatus: 'confirmed' }),
      'e1',
      'confirmed',
      later(1000),
      false,
      'notUndoable',
    ],
  ] as const)('%s', (_name, e, latest, status, now, reason, want) => {
    expect(undoRefusal(e, latest, status, now, reason)).toBe(want);
  });
});
