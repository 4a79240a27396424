import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/** The only reader of process.env (STYLE habit 12). Every variable of DESIGN §5 is parsed here. */

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const url = (protocols: string[], what: string) =>
  optionalText.refine(
    (v) => {
      if (v === undefined) return true;
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { message: `expected ${what}` },
  );

/** Standard or URL-safe base64 (padding optional) of exactly 32 bytes: an AES-256 key. */
export function isSecretsKey(value: string): boolean {
  return /^[A-Za-z0-9+/_-]{42,43}={0,2}$/.test(value) && Buffer.from(value, 'base64').length === 32;
}

const schema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { message: 'expected development, production or test' })
    .default('development'),
  HOST: z.string().trim().min(1, 'expected a host name or address').default('127.0.0.1'),
  PORT: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || (/^\d{1,5}$/.test(v) && Number(v) <= 65535), {
      message: 'expected an integer between 0 and 65535',
    })
    .transform((v) => (v ? Number(v) : 3000)),
  DATA_DIR: z.string().trim().min(1, 'expected a directory path').default('./data'),
  DATABASE_URL: url(['postgres:', 'postgresql:'], 'a postgres:// or postgresql:// connection URL'),
  REDIS_URL: url(['redis:', 'rediss:'], 'a redis:// or rediss:// URL'),
  PUBLIC_URL: url(['http:', 'https:'], 'an http:// or https:// URL, such as https://shop.example.com'),
  AUTH_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
    message: 'expected at least 32 characters (generate one with: openssl rand -base64 48)',
  }),
  // The key of the integrations' secrets at rest (decision 076): the base64 of 32 random bytes.
  // Without it the key is derived from the auth secret (AUTH_SECRET or the one kept in DATA_DIR).
  SECRETS_KEY: optionalText.refine((v) => v === undefined || isSecretsKey(v), {
    message: 'expected the base64 of 32 random bytes (generate one with: openssl rand -base64 32)',
  }),
  // The key before the last rotation (decision 083): values sealed with it still open and are
  // sealed again with SECRETS_KEY (`npm run secrets:reseal`, or when the Integrações screen opens).
  SECRETS_KEY_PREVIOUS: optionalText.refine((v) => v === undefined || isSecretsKey(v), {
    message: 'expected the base64 of 32 random bytes: the SECRETS_KEY in force before the rotation',
  }),
  SMTP_URL: url(
    ['smtp:', 'smtps:'],
    'an smtp:// or smtps:// URL, such as smtp://user:pass@mail.example.com:587',
  ),
  MAIL_FROM: optionalText.refine(
    (v) => v === undefined || /^(.+<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/.test(v),
    {
      message: 'expected an e-mail address, such as "Brazil Prime <pedidos@example.com>"',
    },
  ),
  WHATSAPP_API_URL: url(
    ['http:', 'https:'],
    'an http:// or https:// URL of the provider create-message endpoint',
  ),
  WHATSAPP_APP_KEY: optionalText,
  WHATSAPP_AUTH_KEY: optionalText,
  // SMS through Twilio (decision 077): each one set wins over the Integrações screen's SMS card.
  TWILIO_ACCOUNT_SID: optionalText.refine((v) => v === undefined || /^AC[0-9a-f]{32}$/i.test(v), {
    message: 'expected the Account SID: AC and 32 hexadecimal characters',
  }),
  TWILIO_AUTH_TOKEN: optionalText,
  TWILIO_FROM: optionalText.refine((v) => v === undefined || /^\+[1-9]\d{6,14}$/.test(v), {
    message: 'expected the sending number in E.164, such as +14045550134',
  }),
  TWILIO_MESSAGING_SERVICE_SID: optionalText.refine((v) => v === undefined || /^MG[0-9a-f]{32}$/i.test(v), {
    message: 'expected the Messaging Service SID: MG and 32 hexadecimal characters',
  }),
  // Where the Twilio client sends its API calls (a Twilio-compatible endpoint or a proxy); Twilio's own by default.
  TWILIO_API_URL: url(['http:', 'https:'], 'an http:// or https:// base URL such as https://api.twilio.com'),
  // Google reviews (decision 083): each one set wins over the Integrações screen's card.
  GOOGLE_PLACES_API_KEY: optionalText,
  GOOGLE_PLACE_ID: optionalText,
  GOOGLE_PLACES_API_URL: url(
    ['http:', 'https:'],
    'an http:// or https:// base URL such as https://places.googleapis.com',
  ),
  // "Entrar com Google" (decision 090): another OpenID Connect issuer than Google's (a local provider).
  GOOGLE_SIGN_IN_ISSUER: url(
    ['http:', 'https:'],
    'an http:// or https:// issuer URL such as https://accounts.google.com',
  ),
  ADMIN_NOTIFY_PHONE: optionalText.refine((v) => v === undefined || /^\+?[\d\s().-]{7,20}$/.test(v), {
    message: 'expected a phone number with country code, such as +5511987654321',
  }),
  // Card payments (issue 36, decision 078): each one set here wins over the Integrações card.
  STRIPE_SECRET_KEY: optionalText.refine((v) => v === undefined || /^(sk|rk)_(test|live)_\w+$/.test(v), {
    message: 'expected a Stripe secret key, such as sk_test_… or sk_live_…',
  }),
  STRIPE_PUBLISHABLE_KEY: optionalText.refine((v) => v === undefined || /^pk_(test|live)_\w+$/.test(v), {
    message: 'expected a Stripe publishable key, such as pk_test_… or pk_live_…',
  }),
  STRIPE_WEBHOOK_SECRET: optionalText.refine((v) => v === undefined || /^whsec_\w+$/.test(v), {
    message: 'expected a Stripe webhook signing secret, such as whsec_…',
  }),
  STRIPE_API_URL: url(['http:', 'https:'], 'an http:// or https:// URL of a Stripe API host'),
  // `demo` runs a local stand-in for Stripe inside the server (test cards, no real money).
  PAYMENTS: z.enum(['demo'], { message: 'expected demo, or leave it unset' }).optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      message: 'expected one of fatal, error, warn, info, debug, trace, silent',
    })
    .optional(),
  // How log lines look: `pretty` (one readable line each, the default in development) or `json`
  // (one JSON object a line, the default in production, for a log collector).
  LOG_FORMAT: z.enum(['pretty', 'json'], { message: 'expected pretty or json' }).optional(),
  TRUSTED_PROXIES: optionalText,
  WORKER: z.enum(['on', 'off'], { message: 'expected on or off' }).default('on'),
  // Cache clears heard from the other instances (decision 048). Off only to show what breaks
  // without them (the cluster test's control run, decision 054).
  CHANGE_NOTICES: z.enum(['on', 'off'], { message: 'expected on or off' }).default('on'),
  // Uploaded pictures (modules/media): a folder under DATA_DIR, or an S3-compatible bucket when
  // S3_BUCKET is set. Without S3_ENDPOINT the bucket is on AWS; without keys the SDK's default
  // credential chain (instance role, AWS_* variables) is used.
  S3_BUCKET: optionalText.refine((v) => v === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(v), {
    message: 'expected a bucket name (3–63 lower-case letters, digits, dots or hyphens)',
  }),
  S3_ENDPOINT: url(
    ['http:', 'https:'],
    'an http:// or https:// URL, such as https://s3.us-east-1.amazonaws.com',
  ),
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'], { message: 'expected true or false' })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});

/** Where uploaded pictures are kept (docs/decisions/029-uploaded-pictures.md). */
export type PictureStorageConfig =
  | { kind: 'folder'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      endpoint: string | undefined;
      region: string;
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
    };

const S3_NAMES = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

export type Env = Omit<
  z.infer<typeof schema>,
  'LOG_LEVEL' | 'LOG_FORMAT' | 'AUTH_SECRET' | 'TRUSTED_PROXIES' | (typeof S3_NAMES)[number]
> & {
  LOG_FORMAT: 'pretty' | 'json';
  /** The S3_* variables, read into one choice (a folder under DATA_DIR by default). */
  pictureStorage: PictureStorageConfig;
  LOG_LEVEL: NonNullable<z.infer<typeof schema>['LOG_LEVEL']>;
  AUTH_SECRET: string | undefined;
  /** Addresses of reverse proxies whose X-Forwarded-For is believed. */
  TRUSTED_PROXIES: string[];
  /** Embedded PGlite (no DATABASE_URL) or a PostgreSQL server. */
  databaseKind: 'pglite' | 'postgres';
  isProduction: boolean;
};

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Parses a set of variables; throws EnvError naming every bad variable and what it expects. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const given = source[name];
      return `  ${name}: ${issue.message}${given === undefined ? '' : `, got ${JSON.stringify(given)}`}`;
    });
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const {
    S3_BUCKET,
    S3_ENDPOINT,
    S3_REGION,
    S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY,
    S3_FORCE_PATH_STYLE,
    ...v
  } = result.data;
  const isProduction = v.NODE_ENV === 'production';
  if (!S3_BUCKET) {
    const stray = S3_NAMES.filter((name) => name !== 'S3_BUCKET' && source[name]?.trim());
    if (stray.length > 0) {
      throw new EnvError(
        `Invalid configuration:\n  S3_BUCKET: required when ${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set (the bucket that keeps uploaded pictures)`,
      );
    }
  }
  if (Boolean(S3_ACCESS_KEY_ID) !== Boolean(S3_SECRET_ACCESS_KEY)) {
    throw new EnvError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither (neither: the default AWS credential chain)',
    );
  }
  const pictureStorage: PictureStorageConfig = S3_BUCKET
    ? {
        kind: 's3',
        bucket: S3_BUCKET,
        endpoint: S3_ENDPOINT,
        region: S3_REGION ?? 'us-east-1',
        credentials:
          S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY
            ? { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY }
            : undefined,
        // A custom endpoint (MinIO, s3rver, R2 behind one host name) usually wants path-style URLs.
        forcePathStyle: S3_FORCE_PATH_STYLE ?? S3_ENDPOINT !== undefined,
      }
    : { kind: 'folder', dir: join(resolve(v.DATA_DIR), 'media', 'pictures') };
  const env: Env = {
    ...v,
    pictureStorage,
    LOG_LEVEL: v.LOG_LEVEL ?? (v.NODE_ENV === 'test' ? 'silent' : isProduction ? 'info' : 'debug'),
    LOG_FORMAT: v.LOG_FORMAT ?? (isProduction ? 'json' : 'pretty'),
    AUTH_SECRET: v.AUTH_SECRET,
    TRUSTED_PROXIES: (v.TRUSTED_PROXIES ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    databaseKind: v.DATABASE_URL ? 'postgres' : 'pglite',
    isProduction,
  };
  if (isProduction && env.PAYMENTS === 'demo') {
    throw new EnvError(
      'Invalid configuration:\n  PAYMENTS: demo is refused in production (it takes test cards and no real money; set the Stripe keys instead)',
    );
  }
  if (isProduction && env.databaseKind === 'postgres' && !env.AUTH_SECRET) {
    throw new EnvError(
      'Invalid configuration:\n  AUTH_SECRET: required in production with DATABASE_URL (at least 32 characters; generate one with: openssl rand -base64 48)',
    );
  }
  return env;
}

/**
 * AUTH_SECRET when set; otherwise one generated once and kept in DATA_DIR (embedded and development
 * use), so sessions survive restarts without any configuration.
 */
export function resolveAuthSecret(env: Env): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const dir = resolve(env.DATA_DIR);
  const file = join(dir, 'auth-secret');
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  }
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/** Reads the process environment once. */
export function loadEnv(): Env {
  return parseEnv(process.env);
}
