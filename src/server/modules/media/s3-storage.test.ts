import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '@/testing/s3-server';
import { storageContract } from '@/testing/storage-contract';
import { createS3Storage } from './s3-storage';
import type { PictureStorage } from './storage';

let s3: Awaited<ReturnType<typeof startS3Server>>;
let storage: PictureStorage;

beforeAll(async () => {
  s3 = await startS3Server();
  storage = createS3Storage(s3.config);
}, 60_000);
afterAll(() => s3?.close(), 20_000);

describe('S3 storage against a real S3-compatible server (s3rver)', { timeout: 20_000 }, () => {
  storageContract(() => storage);

  it('refuses to work against a bucket that does not exist (an error, not an empty answer)', async () => {
    const wrong = createS3Storage({ ...s3.config, bucket: 'no-such-bucket' });
    await expect(wrong.put('0123456789abcdef-400.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
  });
});
