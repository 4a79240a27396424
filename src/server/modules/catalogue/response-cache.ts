import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { TtlCache } from '@/server/lib/ttl-cache';

/** Bodies smaller than this go out as they are: compressing them costs more than it saves. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * One serialized answer: the JSON text, its weak ETag and, made on first need and kept, its
 * compressed forms — a hot read costs a map lookup, not a query, a stringify and a compression.
 * `T` is the type of the value the bytes hold: sendCached() declares it to the typed client.
 */
export class CachedJson<T = unknown> {
  /** Never set: carries `T` through the cache, so the bytes keep the type they were made from. */
  declare readonly valueType?: T;
  readonly body: Buffer;
  readonly etag: string;
  private gzipped: Buffer | undefined;
  private brotli: Buffer | undefined;

  constructor(value: T) {
    this.body = Buffer.from(JSON.stringify(value), 'utf8');
    this.etag = `W/"${createHash('sha1').update(this.body).digest('base64url').slice(0, 22)}"`;
  }

  get compressible(): boolean {
    return this.body.length >= COMPRESS_MIN_BYTES;
  }

  gzip(): Buffer {
    this.gzipped ??= gzipSync(this.body, { level: 9 });
    return this.gzipped;
  }

  br(): Buffer {
    this.brotli ??= brotliCompressSync(this.body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: this.body.length,
      },
    });
    return this.brotli;
  }
}

/**
 * Serialized answers per request key, on the shared TtlCache. Search text makes the key space
 * open-ended, so past `maxKeys` distinct keys the cache starts over instead of growing for ever.
 */
export class ResponseCache {
  private readonly cache: TtlCache<CachedJson>;
  private readonly keys = new Set<string>();

  constructor(
    ttlMs: number,
    now?: () => number,
    private readonly maxKeys = 2000,
  ) {
    this.cache = new TtlCache<CachedJson>(ttlMs, now);
  }

  /** Each key always holds answers of one read, so the type its loader gives is the type it holds. */
  get<T>(key: string, load: () => Promise<T>): Promise<CachedJson<T>> {
    if (!this.keys.has(key)) {
      if (this.keys.size >= this.maxKeys) this.clear();
      this.keys.add(key);
    }
    return this.cache.get(key, async () => new CachedJson(await load())) as Promise<CachedJson<T>>;
  }

  clear(): void {
    this.keys.clear();
    this.cache.clear();
  }

  get size(): number {
    return this.keys.size;
  }
}
