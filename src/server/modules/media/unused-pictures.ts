import type { Logger } from 'pino';
import type { Executor } from '@/server/db/client';
import { parsePictureName } from '@/shared/media/pictures';
import { lastRecorded } from '../audit/public';
import type { PictureStorage } from './storage';

/** How long an uploaded picture nobody refers to is kept: an editor's upload not saved yet. */
export const UNUSED_PICTURE_GRACE_MS = 24 * 60 * 60 * 1000;

export type UnusedPictureSweep = {
  /** Ids whose every file was removed. */
  deleted: string[];
  /** Ids nobody refers to, kept: uploaded within the grace period, or with no upload on record. */
  kept: string[];
};

/** The last upload of each id on record (every upload writes one audit entry, decision 029). */
const lastUploads = (db: Executor, ids: string[]) =>
  lastRecorded(db, { entityType: 'picture', action: 'upload', entityIds: ids });

/**
 * Removes the stored files (every width, WebP and AVIF) of the pictures nothing refers to any
 * more (decision 040): not in `inUse` (the reference sources of src/server/picture-references.ts)
 * and last uploaded more than `graceMs` ago. A picture with no upload on record is kept (not
 * known to be ours to delete). Uploading the same picture again counts as a new upload, so a
 * re-uploaded old picture gets the whole grace period again.
 */
export async function sweepUnusedPictures(deps: {
  db: Executor;
  storage: PictureStorage;
  inUse: () => Promise<Set<string>>;
  now?: Date;
  graceMs?: number;
  logger?: Logger;
}): Promise<UnusedPictureSweep> {
  const { db, storage, now = new Date(), graceMs = UNUSED_PICTURE_GRACE_MS } = deps;
  const filesOf = new Map<string, string[]>();
  for await (const name of storage.list()) {
    const file = parsePictureName(name);
    if (!file) continue;
    filesOf.set(file.id, [...(filesOf.get(file.id) ?? []), name]);
  }
  // References are read after the listing: a picture stored meanwhile is not listed yet.
  const inUse = await deps.inUse();
  const unused = [...filesOf.keys()].filter((id) => !inUse.has(id));
  const uploaded = await lastUploads(db, unused);
  const result: UnusedPictureSweep = { deleted: [], kept: [] };
  for (const id of unused) {
    const at = uploaded.get(id);
    if (!at || now.getTime() - at.getTime() < graceMs) {
      result.kept.push(id);
      continue;
    }
    await Promise.all((filesOf.get(id) ?? []).map((name) => storage.remove(name)));
    result.deleted.push(id);
  }
  if (result.deleted.length > 0)
    deps.logger?.info({ deleted: result.deleted }, 'media: unused pictures deleted');
  return result;
}
