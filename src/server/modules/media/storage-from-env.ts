import type { PictureStorageConfig } from '@/server/env';
import { createFolderStorage } from './folder-storage';
import { createS3Storage } from './s3-storage';
import type { PictureStorage } from './storage';

/** The storage the configuration names: S3 when S3_BUCKET is set, else the folder under DATA_DIR. */
export function storageFromConfig(config: PictureStorageConfig): PictureStorage {
  return config.kind === 's3' ? createS3Storage(config) : createFolderStorage(config.dir);
}
