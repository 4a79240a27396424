import { z } from 'zod';

/**
 * The live order desk and order page (issue 40, decision 088): what one server-sent event says.
 * The desk hears every kind for the stores it reaches; a customer hears her own orders' changes
 * (never a contact message, never who on the staff moved the order).
 */
export const LIVE_KINDS = [
  'order_placed',
  'status',
  'payment',
  'weighing',
  'edit',
  'contact_message',
] as const;
export type LiveKind = (typeof LIVE_KINDS)[number];

export type LiveEvent = {
  /** Monotonic per shop (the stored row's sequence): the client's Last-Event-ID. */
  id: string;
  kind: LiveKind;
  /** The order's id and number ("BP-1001"), null for a contact message. */
  orderId: string | null;
  number: string | null;
  /** The order's status after the change. */
  status: string | null;
  /** Staff who made the change, null when the customer or the provider did (staff streams only). */
  actor: { id: string; name: string | null } | null;
  at: string;
};

/** SPEC §9's realtime figures. */
export const LIVE_HEARTBEAT_MS = 25_000;
/** A stream that sends nothing (not even its opening line or a heartbeat) this long after it was due is dead. */
export const LIVE_TIMEOUT_MS = 10_000;
/** Waits between reconnections; the last repeats. */
export const LIVE_BACKOFF_MS = [1_000, 2_000, 5_000, 10_000] as const;

/** The wait before reconnection number `attempt` (0 based). */
export function liveBackoff(attempt: number): number {
  const steps = LIVE_BACKOFF_MS;
  return steps[Math.min(Math.max(attempt, 0), steps.length - 1)] as number;
}

/**
 * How far back a resumed stream looks (decision 102): an event whose id is lower than the one the
 * client resumes from, but whose transaction committed later, is sent again if it was written
 * within this span of that event; the client skips the ids it already has (`createSeenIds`). The
 * hub watches a missing id for the same span.
 */
export const LIVE_LOOKBACK_MS = 60_000;

/**
 * A client's memory of the event ids it has handled (decision 102). `floor(id)`: the newest id
 * when the stream first opened (the server's id-only line): what came before was read with the
 * screen. `fresh(id)` is true the first time an id above the floor comes (and remembers it, up to
 * `keep` ids), false for a repeat; `resumeFrom()` is the highest id seen, where the next
 * connection resumes (its look-back sends again what committed late below it).
 */
export function createSeenIds(keep = 1_000) {
  const seen = new Set<string>();
  let highest: bigint | null = null;
  let below: bigint | null = null;
  const numeric = (id: string) => (/^\d{1,18}$/.test(id) ? BigInt(id) : null);
  return {
    floor(id: string) {
      const n = numeric(id);
      if (n === null || below !== null) return;
      below = n;
      if (highest === null || n > highest) highest = n;
    },
    fresh(id: string): boolean {
      const n = numeric(id);
      if (seen.has(id) || (n !== null && below !== null && n <= below)) return false;
      seen.add(id);
      if (seen.size > keep) seen.delete(seen.values().next().value as string);
      if (n !== null && (highest === null || n > highest)) highest = n;
      return true;
    },
    resumeFrom(): string | null {
      return highest === null ? null : String(highest);
    },
  };
}
export type SeenIds = ReturnType<typeof createSeenIds>;

/** Stored events older than this are pruned: a client away longer reads the lists again. */
export const LIVE_KEEP_MS = 24 * 60 * 60 * 1000;

/**
 * Where a stream resumes: the `Last-Event-ID` header (the browser's own reconnection) or `after`
 * in the query (our client's); a positive integer, else the stream starts from now.
 */
export const liveResumeSchema = z.object({
  after: z
    .string()
    .regex(/^\d{1,18}$/, { message: 'common.invalidValue' })
    .optional(),
});
export const liveResumeHeaderSchema = z.object({
  'last-event-id': z
    .string()
    .regex(/^\d{1,18}$/, { message: 'common.invalidValue' })
    .optional(),
});
