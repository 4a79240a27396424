import type { Logger } from 'pino';
import type { MediaService } from './service';

/** How often the unused pictures are looked for (and once at start). */
export const PICTURE_CLEANUP_INTERVAL_MS = 6 * 60 * 60 * 1000;

/** Runs the unused-picture sweep at start and every few hours; `stop()` waits for a round in progress. */
export function startPictureCleanup(
  media: Pick<MediaService, 'sweepUnusedPictures'>,
  logger: Logger,
  intervalMs = PICTURE_CLEANUP_INTERVAL_MS,
) {
  let running: Promise<void> | null = null;
  const round = () => {
    running ??= media
      .sweepUnusedPictures()
      .then(() => undefined)
      .catch((error: unknown) => logger.error({ err: error }, 'media: unused picture cleanup failed'))
      .finally(() => {
        running = null;
      });
  };
  round();
  const timer = setInterval(round, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
