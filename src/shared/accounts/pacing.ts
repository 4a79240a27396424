/**
 * Per-account sign-in pacing (decision 074): the first wrong passwords cost nothing; from the
 * PACING_FREE_FAILURES-th on, each next attempt on that account waits a delay that doubles with
 * every further failure, up to an hour. Nothing is ever locked for good: the wait ends, an unlock
 * link by e-mail lifts it, and a browser that signed in to the account before is paced apart.
 */
export const PACING_FREE_FAILURES = 5;
export const PACING_FIRST_DELAY_MS = 15_000;
export const PACING_MAX_DELAY_MS = 60 * 60 * 1000;
/** Failures are forgotten a day after the latest one. */
export const PACING_MEMORY_MS = 24 * 60 * 60 * 1000;

/** How long the next attempt waits after `failures` wrong passwords in a row (0: at once). */
export function pacingDelayMs(failures: number): number {
  if (!Number.isFinite(failures) || failures < PACING_FREE_FAILURES) return 0;
  const doublings = Math.min(failures - PACING_FREE_FAILURES, 20);
  return Math.min(PACING_FIRST_DELAY_MS * 2 ** doublings, PACING_MAX_DELAY_MS);
}
