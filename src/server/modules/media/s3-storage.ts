import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { PictureStorageConfig } from '@/server/env';
import { PICTURE_CACHE_CONTROL } from './headers';
import type { PictureStorage } from './storage';

type S3Config = Extract<PictureStorageConfig, { kind: 's3' }>;

/**
 * Keys mirror the public path (`media/pictures/<name>`), so a CDN may later be pointed at the
 * bucket itself with the same URLs.
 */
export const S3_KEY_PREFIX = 'media/pictures/';

const isNotFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

/** Pictures in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, s3rver in the tests). */
export function createS3Storage(config: S3Config, client?: S3Client): PictureStorage {
  const s3 =
    client ??
    new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      ...(config.credentials ? { credentials: config.credentials } : {}),
      forcePathStyle: config.forcePathStyle,
      // One attempt more than the default would only slow a refusal; the SDK's 3 attempts stay.
    });
  const Bucket = config.bucket;
  const keyOf = (name: string) => `${S3_KEY_PREFIX}${name}`;

  return {
    kind: 's3',
    async put(name, body, contentType) {
      // S3 makes an object visible only once it is whole.
      await s3.send(
        new PutObjectCommand({
          Bucket,
          Key: keyOf(name),
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
          CacheControl: PICTURE_CACHE_CONTROL,
        }),
      );
    },
    async stat(name) {
      try {
        const head = await s3.send(new HeadObjectCommand({ Bucket, Key: keyOf(name) }));
        return { size: head.ContentLength ?? 0, etag: head.ETag ?? `"${name}"` };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async read(name) {
      try {
        const got = await s3.send(new GetObjectCommand({ Bucket, Key: keyOf(name) }));
        if (!(got.Body instanceof Readable)) throw new Error('S3 answered without a body stream');
        return { size: got.ContentLength ?? 0, etag: got.ETag ?? `"${name}"`, body: got.Body };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async readBuffer(name) {
      try {
        const got = await s3.send(new GetObjectCommand({ Bucket, Key: keyOf(name) }));
        if (!got.Body) return null;
        return Buffer.from(await got.Body.transformToByteArray());
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async remove(name) {
      await s3.send(new DeleteObjectCommand({ Bucket, Key: keyOf(name) }));
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await s3.send(
          new ListObjectsV2Command({ Bucket, Prefix: S3_KEY_PREFIX, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key) yield object.Key.slice(S3_KEY_PREFIX.length);
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
