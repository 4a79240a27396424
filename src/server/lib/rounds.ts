import type { Logger } from 'pino';

/** A piece of background work run every so often: `round()` runs it now, `stop()` waits for it. */
export type Rounds = { round: () => Promise<void>; stop: () => Promise<void> };

/**
 * Runs `work` every `intervalMs` (and at once when `runNow`), never two rounds at a time: a round
 * asked for while one runs gets the running one. A failed round is logged with `failure` and the
 * next goes on. The timer does not keep the process alive; `stop()` clears it and waits for the
 * round in progress.
 */
export function everyInterval(
  work: () => Promise<void>,
  intervalMs: number,
  logger: Logger,
  failure: string,
  { runNow = true }: { runNow?: boolean } = {},
): Rounds {
  let running: Promise<void> | null = null;
  const round = () => {
    running ??= work()
      .catch((error: unknown) => logger.error({ err: error }, failure))
      .finally(() => {
        running = null;
      });
    return running;
  };
  if (runNow) void round();
  const timer = setInterval(round, intervalMs);
  timer.unref();
  return {
    round,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
