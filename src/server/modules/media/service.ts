import type { Readable } from 'node:stream';
import type { Logger } from 'pino';
import type { Executor } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import {
  PICTURE_LARGEST_WIDTH,
  PICTURE_WIDTHS,
  parsePictureName,
  pictureFileName,
  pictureUrl,
} from '@/shared/media/pictures';
import { type AuditActor, recordAudit } from '../audit/public';
import { createAvifQueue } from './avif-queue';
import { CONTENT_TYPES } from './headers';
import { PictureRefusal, processPicture } from './pipeline';
import type { PictureStorage, StoredFile } from './storage';
import { sweepUnusedPictures } from './unused-pictures';

const LARGEST = PICTURE_LARGEST_WIDTH;

/** What an upload answers: the picture's id, the URL to keep (largest WebP) and its size. */
export type UploadedPicture = { id: string; url: string; width: number; height: number };

/** What a GET of a picture name finds. */
export type PictureLookup =
  | { kind: 'file'; file: StoredFile & { body: Readable }; contentType: string }
  /** An AVIF not made yet: its WebP of the same width stands in (and the AVIF is queued). */
  | { kind: 'fallback'; url: string }
  | null;

/** A file name as the audit log keeps it: no control characters or lone surrogates, 200 characters at most. */
const cleanName = (name: string) =>
  name
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
    .slice(0, 200);

/**
 * Uploaded pictures (issue 15, docs/decisions/029-uploaded-pictures.md): the pipeline from an
 * uploaded file to stored WebP versions, the AVIF work behind it, and the lookups that serve them.
 */
export function createMediaService(deps: {
  db: Executor;
  storage: PictureStorage;
  logger?: Logger;
  /** The ids of the pictures something refers to (src/server/picture-references.ts); without it nothing is ever deleted. */
  picturesInUse?: () => Promise<Set<string>>;
}) {
  const { db, storage } = deps;
  const avif = createAvifQueue({ storage, logger: deps.logger });

  /** Writes what is missing; on any failure removes what this call wrote, and throws. */
  async function store(id: string, files: { width: (typeof PICTURE_WIDTHS)[number]; body: Buffer }[]) {
    const written: string[] = [];
    try {
      for (const { width, body } of files) {
        const name = pictureFileName(id, width, 'webp');
        // Same content, same name: a picture uploaded twice is stored once.
        if (await storage.stat(name)) continue;
        await storage.put(name, body, CONTENT_TYPES.webp);
        written.push(name);
      }
      return written;
    } catch (error) {
      await Promise.allSettled(written.map((name) => storage.remove(name)));
      throw new AppError('unavailable', 'media.storageFailed', { cause: error, detail: String(error) });
    }
  }

  return {
    kind: storage.kind,

    /**
     * One uploaded file → its WebP versions stored, its audit entry written, its AVIF queued.
     * A refused file (type, size, pixels, unreadable) is refused before anything is written.
     */
    async upload(actor: AuditActor, file: File): Promise<UploadedPicture> {
      let picture: Awaited<ReturnType<typeof processPicture>>;
      try {
        picture = await processPicture(Buffer.from(await file.arrayBuffer()));
      } catch (error) {
        if (!(error instanceof PictureRefusal)) throw error;
        throw new AppError('validation_failed', error.key, {
          ...(error.params ? { params: error.params } : {}),
          fields: { file: [{ key: error.key, ...(error.params ? { params: error.params } : {}) }] },
          detail: error.message,
        });
      }
      const { id, width, height, type } = picture;
      const written = await store(id, picture.webp);
      try {
        await recordAudit(db, {
          actor,
          action: 'upload',
          entityType: 'picture',
          entityId: id,
          after: {
            url: pictureUrl(id),
            width,
            height,
            type,
            bytes: file.size,
            fileName: cleanName(file.name),
            stored: written.length > 0 ? 'new' : 'already stored',
          },
        });
      } catch (error) {
        // No stored picture without its audit entry.
        await Promise.allSettled(written.map((name) => storage.remove(name)));
        throw error;
      }
      avif.add(id, picture.master);
      return { id, url: pictureUrl(id), width, height };
    },

    /** A stored file by its bare name, the WebP standing in for an AVIF not made yet, or null. */
    async lookup(name: string): Promise<PictureLookup> {
      const wanted = parsePictureName(name);
      if (!wanted) return null;
      const file = await storage.read(name);
      if (file) return { kind: 'file', file, contentType: CONTENT_TYPES[wanted.format] };
      if (wanted.format !== 'avif') return null;
      if (!(await storage.stat(pictureFileName(wanted.id, wanted.width, 'webp')))) return null;
      avif.add(wanted.id);
      return { kind: 'fallback', url: pictureUrl(wanted.id, wanted.width, 'webp') };
    },

    /** Whether an uploaded picture is stored (its largest WebP is there). */
    async exists(id: string): Promise<boolean> {
      return (await storage.stat(pictureFileName(id, LARGEST, 'webp'))) !== null;
    },

    /**
     * Queues every picture whose AVIF versions are not all there (run at start: work a restart
     * interrupted is finished). Returns how many pictures were queued.
     */
    async sweepMissingAvif(): Promise<number> {
      const names = new Set<string>();
      for await (const name of storage.list()) names.add(name);
      let queued = 0;
      for (const name of names) {
        const file = parsePictureName(name);
        if (file?.format !== 'webp' || file.width !== LARGEST) continue;
        if (PICTURE_WIDTHS.every((w) => names.has(pictureFileName(file.id, w, 'avif')))) continue;
        avif.add(file.id);
        queued++;
      }
      return queued;
    },

    /**
     * Deletes the files of the pictures nothing refers to, uploaded more than the grace period
     * (24 h) ago (decision 040). Run at start and every few hours (`startPictureCleanup`).
     */
    async sweepUnusedPictures(options: { now?: Date; graceMs?: number } = {}) {
      const { picturesInUse } = deps;
      if (!picturesInUse) return { deleted: [], kept: [] };
      return sweepUnusedPictures({ db, storage, inUse: picturesInUse, logger: deps.logger, ...options });
    },

    /** Resolves when the background AVIF work is done. */
    idle: () => avif.idle(),
    /** Stops the background work after the picture in progress (graceful shutdown). */
    stop: () => avif.stop(),
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
