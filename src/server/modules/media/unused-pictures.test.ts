import { afterAll, describe, it } from 'vitest';
import { startS3Server } from '@/testing/s3-server';
import { createTestApp, type TestApp } from '@/testing/test-app';
import { unusedPictureScenario } from '@/testing/unused-pictures';
import { createFolderStorage } from './folder-storage';
import { createS3Storage } from './s3-storage';

/** Decision 040: the sweep of the pictures nothing refers to, on both storages. */
const apps: TestApp[] = [];
let s3: Awaited<ReturnType<typeof startS3Server>> | undefined;
afterAll(async () => {
  for (const t of apps) {
    await t.services.media.stop();
    await t.close();
  }
  await s3?.close();
}, 30_000);

describe('unused pictures are deleted after the grace period', { timeout: 180_000 }, () => {
  it('in the folder under DATA_DIR', async () => {
    const t = await createTestApp();
    apps.push(t);
    if (t.env.pictureStorage.kind !== 'folder') throw new Error('expected the folder storage');
    await unusedPictureScenario(t, createFolderStorage(t.env.pictureStorage.dir));
  });

  it('in an S3 bucket (a real S3-compatible server)', async () => {
    s3 = await startS3Server();
    const t = await createTestApp({ env: s3.env });
    apps.push(t);
    await unusedPictureScenario(t, createS3Storage(s3.config));
  });
});
