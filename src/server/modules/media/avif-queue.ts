import type { Logger } from 'pino';
import { PICTURE_LARGEST_WIDTH, PICTURE_WIDTHS, pictureFileName } from '@/shared/media/pictures';
import { CONTENT_TYPES } from './headers';
import { encode, type Master, masterFromWebp } from './pipeline';
import type { PictureStorage } from './storage';

/** Pictures waiting with their master in memory; past this many, later ones are re-read from their WebP. */
const MASTERS_KEPT = 8;

/**
 * AVIF versions, made one picture at a time after the upload has answered (effort 2 still costs
 * about a second of CPU per photo). A picture queued with its master is encoded from it; one queued
 * without (a restart lost the master: the start-up sweep, or a visitor asking for an AVIF that is
 * not there yet) is encoded from its largest stored WebP. Work is idempotent: a size already stored
 * is skipped, so queuing twice costs a `stat`.
 */
export function createAvifQueue(options: { storage: PictureStorage; logger?: Logger | undefined }) {
  const { storage, logger } = options;
  const pending = new Map<string, Master | null>();
  let current: string | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;
  let made = 0;

  async function makeAvif(id: string, kept: Master | null): Promise<void> {
    let master = kept;
    for (const width of PICTURE_WIDTHS) {
      const name = pictureFileName(id, width, 'avif');
      if (await storage.stat(name)) continue;
      if (!master) {
        const webp = await storage.readBuffer(pictureFileName(id, PICTURE_LARGEST_WIDTH, 'webp'));
        // The picture is gone (or never finished uploading): nothing to make.
        if (!webp) return;
        master = await masterFromWebp(webp);
      }
      await storage.put(name, await encode(master, width, 'avif'), CONTENT_TYPES.avif);
      made++;
    }
  }

  async function run(): Promise<void> {
    while (!stopped) {
      const next = pending.entries().next();
      if (next.done) break;
      const [id, master] = next.value;
      pending.delete(id);
      current = id;
      try {
        await makeAvif(id, master);
      } catch (error) {
        logger?.error({ err: error, picture: id }, 'AVIF versions could not be made');
      } finally {
        current = null;
      }
    }
    running = null;
  }

  return {
    /** Queues a picture's AVIF versions (with its master when the upload still has it). */
    add(id: string, master?: Master): void {
      if (stopped || id === current) return;
      const keep = master && [...pending.values()].filter(Boolean).length < MASTERS_KEPT ? master : null;
      pending.set(id, keep ?? pending.get(id) ?? null);
      running ??= run();
    },
    /** Resolves when nothing is waiting (tests, the bench, a graceful stop). */
    async idle(): Promise<void> {
      while (running) await running;
    },
    /** Stops after the picture in progress; what is still queued is made by the next start's sweep. */
    async stop(): Promise<void> {
      stopped = true;
      await running;
    },
    get made() {
      return made;
    },
    get waiting() {
      return pending.size + (current ? 1 : 0);
    },
  };
}

export type AvifQueue = ReturnType<typeof createAvifQueue>;
