import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EnvError, parseEnv, resolveAuthSecret } from './env';

const SECRET = 's'.repeat(32);

describe('parseEnv', () => {
  it('has working defaults for an empty environment (embedded PGlite in ./data)', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: 3000,
      DATA_DIR: './data',
      LOG_LEVEL: 'debug',
      LOG_FORMAT: 'pretty',
      TRUSTED_PROXIES: [],
      WORKER: 'on',
      CHANGE_NOTICES: 'on',
      databaseKind: 'pglite',
      isProduction: false,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.AUTH_SECRET).toBeUndefined();
  });

  it.each([
    [{ NODE_ENV: 'test' }, { LOG_LEVEL: 'silent' }],
    [{ NODE_ENV: 'production' }, { LOG_LEVEL: 'info', LOG_FORMAT: 'json', isProduction: true }],
    [{ NODE_ENV: 'production', LOG_FORMAT: 'pretty' }, { LOG_FORMAT: 'pretty' }],
    [{ LOG_FORMAT: 'json' }, { LOG_FORMAT: 'json' }],
    [{ PORT: '0' }, { PORT: 0 }],
    [{ PORT: '8080' }, { PORT: 8080 }],
    [{ DATABASE_URL: 'postgresql://u:p@db:5432/shop' }, { databaseKind: 'postgres' }],
    [{ DATABASE_URL: '   ' }, { databaseKind: 'pglite', DATABASE_URL: undefined }],
    [{ TRUSTED_PROXIES: '10.0.0.1, 10.0.0.2,' }, { TRUSTED_PROXIES: ['10.0.0.1', '10.0.0.2'] }],
    [
      { MAIL_FROM: 'Brazil Prime <pedidos@example.com>' },
      { MAIL_FROM: 'Brazil Prime <pedidos@example.com>' },
    ],
    [
      { SECRETS_KEY: 't7BWZ/phY1GUDtPJtrRUu5hcBy9r9LN7z68nVKjdAtI=' },
      { SECRETS_KEY: 't7BWZ/phY1GUDtPJtrRUu5hcBy9r9LN7z68nVKjdAtI=' },
    ],
    [
      { SECRETS_KEY: 't7BWZ_phY1GUDtPJtrRUu5hcBy9r9LN7z68nVKjdAtI' },
      { SECRETS_KEY: 't7BWZ_phY1GUDtPJtrRUu5hcBy9r9LN7z68nVKjdAtI' },
    ],
    [
      { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/shop', AUTH_SECRET: SECRET },
      { AUTH_SECRET: SECRET },
    ],
  ])('accepts %o', (source, expected) => {
    expect(parseEnv(source)).toMatchObject(expected);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['PORT', '3.5'],
    ['DATABASE_URL', 'mysql://x'],
    ['DATABASE_URL', 'not a url'],
    ['REDIS_URL', 'http://x'],
    ['PUBLIC_URL', 'ftp://x'],
    ['AUTH_SECRET', 'too-short'],
    ['LOG_LEVEL', 'loud'],
    ['LOG_FORMAT', 'xml'],
    ['NODE_ENV', 'staging'],
    ['SECRETS_KEY', 'short'],
    // 24 bytes, an AES-192 key: not the 32 bytes AES-256 needs.
    ['SECRETS_KEY', 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['SMTP_URL', 'http://x'],
    ['MAIL_FROM', 'nope'],
    ['WHATSAPP_API_URL', 'whatsapp'],
    ['ADMIN_NOTIFY_PHONE', 'call me'],
    ['WORKER', 'maybe'],
    ['CHANGE_NOTICES', 'no'],
    ['S3_BUCKET', 'Not A Bucket'],
    ['S3_ENDPOINT', 's3.example.com'],
    ['S3_FORCE_PATH_STYLE', 'yes'],
  ])('refuses %s=%s with an EnvError naming the variable and the bad value', (name, value) => {
    const parse = () => parseEnv({ [name]: value });
    expect(parse).toThrow(EnvError);
    expect(parse).toThrow(
      new RegExp(`^Invalid configuration:\\n  ${name}: expected .+, got ${JSON.stringify(value)}$`),
    );
  });

  it('names every bad variable at once', () => {
    expect(() => parseEnv({ PORT: 'abc', LOG_LEVEL: 'loud' })).toThrow(/PORT: .*\n {2}LOG_LEVEL: /);
  });

  it('requires AUTH_SECRET in production with DATABASE_URL', () => {
    const parse = () => parseEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/shop' });
    expect(parse).toThrow(EnvError);
    expect(parse).toThrow(/AUTH_SECRET: required in production/);
  });

  it('keeps uploaded pictures in a folder under DATA_DIR unless S3_BUCKET is set', () => {
    expect(parseEnv({ DATA_DIR: '/srv/shop' }).pictureStorage).toEqual({
      kind: 'folder',
      dir: '/srv/shop/media/pictures',
    });
    expect(
      parseEnv({
        S3_BUCKET: 'shop-pictures',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).pictureStorage,
    ).toEqual({
      kind: 's3',
      bucket: 'shop-pictures',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(parseEnv({ S3_BUCKET: 'shop-pictures', S3_REGION: 'sa-east-1' }).pictureStorage).toMatchObject({
      kind: 's3',
      endpoint: undefined,
      region: 'sa-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(
      parseEnv({ S3_BUCKET: 'b-1', S3_ENDPOINT: 'https://r2.example.com', S3_FORCE_PATH_STYLE: 'false' })
        .pictureStorage,
    ).toMatchObject({ forcePathStyle: false });
  });

  it('refuses S3 settings without a bucket, and one key without the other', () => {
    expect(() => parseEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_BUCKET: required when S3_ENDPOINT is set/,
    );
    expect(() => parseEnv({ S3_BUCKET: 'shop-pictures', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /set both or neither/,
    );
  });

  it('does not require AUTH_SECRET in production with the embedded database', () => {
    expect(parseEnv({ NODE_ENV: 'production' }).AUTH_SECRET).toBeUndefined();
  });
});

describe('resolveAuthSecret', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('generates a secret once into DATA_DIR (mode 0600) and returns the same one next time', () => {
    dir = mkdtempSync(join(tmpdir(), 'shop-env-'));
    const dataDir = join(dir, 'nested', 'data');
    const env = parseEnv({ DATA_DIR: dataDir });
    const first = resolveAuthSecret(env);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = join(dataDir, 'auth-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveAuthSecret(parseEnv({ DATA_DIR: dataDir }))).toBe(first);
  });

  it('prefers AUTH_SECRET and writes nothing', () => {
    dir = mkdtempSync(join(tmpdir(), 'shop-env-'));
    expect(resolveAuthSecret(parseEnv({ DATA_DIR: dir, AUTH_SECRET: SECRET }))).toBe(SECRET);
    expect(() => statSync(join(dir, 'auth-secret'))).toThrow();
  });

  it('replaces a kept secret that is too short', () => {
    dir = mkdtempSync(join(tmpdir(), 'shop-env-'));
    writeFileSync(join(dir, 'auth-secret'), 'short\n');
    const secret = resolveAuthSecret(parseEnv({ DATA_DIR: dir }));
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'auth-secret'), 'utf8').trim()).toBe(secret);
  });
});
