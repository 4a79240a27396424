import type { Readable } from 'node:stream';

/** What the storage knows of one stored file without reading it. */
export type StoredFile = { size: number; etag: string };

/**
 * Where picture files live (docs/decisions/029-uploaded-pictures.md): a folder under DATA_DIR or an
 * S3-compatible bucket. Keys are bare file names (`<id>-<width>.<format>`, checked by the shared
 * contract before they get here); the storage neither parses nor trusts them beyond that.
 * Both implementations pass the same contract tests (storage-contract.ts in src/testing).
 */
export interface PictureStorage {
  readonly kind: 'folder' | 's3';
  /** Writes a whole file; a reader never sees it half-written. */
  put(name: string, body: Buffer, contentType: string): Promise<void>;
  /** Size and entity tag, or null when there is no such file. */
  stat(name: string): Promise<StoredFile | null>;
  /** The file's bytes as a stream, with what stat says; null when there is no such file. */
  read(name: string): Promise<(StoredFile & { body: Readable }) | null>;
  /** The whole file, or null. */
  readBuffer(name: string): Promise<Buffer | null>;
  /** Removes a file; removing a missing one is not an error. */
  remove(name: string): Promise<void>;
  /** Every stored name, in no particular order. */
  list(): AsyncIterable<string>;
}
