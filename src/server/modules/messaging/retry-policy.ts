/**
 * How the outbox retries (docs/decisions: outbox and worker). A passing failure waits 30 s, then
 * 1, 2, 4… minutes, never more than an hour; after MAX_ATTEMPTS sends the message is `failed`.
 * Eight attempts span about an hour of outage (30 s + 1 + 2 + 4 + 8 + 16 + 32 min) — long
 * enough to ride out a provider's bad spell, short enough that a welcome still means something.
 */
export const MAX_ATTEMPTS = 8;
export const FIRST_RETRY_MS = 30_000;
export const MAX_RETRY_MS = 60 * 60 * 1000;

/** A row left in `sending` this long belonged to a worker that died mid-send. */
export const STUCK_SENDING_MS = 10 * 60 * 1000;

/** Wait before the next try, after `attempts` sends (1 = the first send just failed). */
export function backoffMs(attempts: number): number {
  const exponent = Math.max(0, attempts - 1);
  // Capped before multiplying, so a large attempt count never overflows to Infinity.
  return exponent >= 20 ? MAX_RETRY_MS : Math.min(FIRST_RETRY_MS * 2 ** exponent, MAX_RETRY_MS);
}

/** Whether a message that failed on its `attempts`-th send gets another try. */
export function canRetry(attempts: number): boolean {
  return attempts < MAX_ATTEMPTS;
}
