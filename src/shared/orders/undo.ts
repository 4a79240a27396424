import { z } from 'zod';
import { uuidSchema } from '../ids';
import { KEYS } from '../messages';
import { textMax } from '../text-limits';
import type { OrderStatus } from './status';

/**
 * Undoing a status change (issue 39, decision 080). A move made by mistake ("Concluído" for
 * "Saiu para entrega") can be taken back for UNDO_WINDOW_MS without a word; later, stepping back
 * needs a reason. Only the order's latest event, a plain status move (not a cancellation, not a
 * payment confirmation), and only back to where it came from.
 */
export const UNDO_WINDOW_MS = 30_000;

/**
 * How long the customer's message for a status move waits in the outbox: the undo window and a
 * margin, so an undo in its last second still finds the message and withdraws it.
 */
export const STATUS_MESSAGE_DELAY_MS = UNDO_WINDOW_MS + 5_000;

export type UndoableEvent = {
  id: string;
  kind: string;
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus;
  at: Date;
};

export type UndoRefusal = 'notLatest' | 'notUndoable' | 'undoExpired' | null;

/**
 * Why the event cannot be undone now (null: it can, back to `event.fromStatus`). `latestId` is the
 * order's newest event, `status` the order's status now.
 */
export function undoRefusal(
  event: UndoableEvent,
  latestId: string | null,
  status: OrderStatus,
  now: Date,
  hasReason: boolean,
): UndoRefusal {
  if (event.id !== latestId || event.toStatus !== status) return 'notLatest';
  if (event.kind !== 'status' || !event.fromStatus || event.toStatus === 'cancelled') return 'notUndoable';
  if (!hasReason && now.getTime() - event.at.getTime() > UNDO_WINDOW_MS) return 'undoExpired';
  return null;
}

/** `POST /api/orders/staff/:id/status/undo`: the event to take back and, after the window, why. */
export const undoStatusSchema = z.object({
  eventId: uuidSchema(KEYS.order.undoNotLatest),
  reason: z
    .string()
    .trim()
    .max(...textMax('staffNote'))
    .optional()
    .transform((v) => v || null),
});
export type UndoStatusInput = z.input<typeof undoStatusSchema>;
