import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { type Env, resolveAuthSecret } from '@/server/env';

/**
 * The integrations' secrets at rest (decision 076): AES-256-GCM through node:crypto. A sealed
 * value reads `v1.<key id>.<iv>.<ciphertext>.<tag>` (base64url pieces). The key id is the first
 * 4 bytes of the key's SHA-256, so a value sealed under another key (a backup restored where the
 * key differs) is told apart from a value someone changed. The additional data binds a value to
 * its place (`email.password`): copied into another field it no longer opens.
 */

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Why a sealed value did not open: written under another key, or changed/garbled (refused). */
export type OpenProblem = 'other_key' | 'unreadable';
/** `stale`: opened with the previous key (rotation, decision 083): to be sealed again with the new one. */
export type Opened = { ok: true; value: string; stale?: true } | { ok: false; problem: OpenProblem };

export type SecretBox = {
  /** The short id of the key in use (never the key). */
  keyId: string;
  /** The ids of the previous keys it still reads (SECRETS_KEY_PREVIOUS), for rotation. */
  previousKeyIds: string[];
  seal(value: string, place: string): string;
  open(sealed: string, place: string): Opened;
};

const b64 = (buffer: Buffer) => buffer.toString('base64url');

export function keyIdOf(key: Buffer): string {
  return createHash('sha256').update(key).digest().subarray(0, 4).toString('hex');
}

/**
 * A box sealing with `key`. It opens values sealed with `key` and, during a rotation (decision
 * 083), with any of `previous` — those answer `stale`, so they are sealed again with `key`.
 */
export function createSecretBox(key: Buffer, previous: Buffer[] = []): SecretBox {
  if (key.length !== 32) throw new Error('the secrets key must be 32 bytes');
  const keyId = keyIdOf(key);
  const aad = (place: string) => Buffer.from(`${VERSION}.${keyId}.${place}`, 'utf8');
  const readers = new Map(
    previous.filter((old) => keyIdOf(old) !== keyId).map((old) => [keyIdOf(old), createSecretBox(old)]),
  );
  return {
    keyId,
    previousKeyIds: [...readers.keys()],
    seal(value, place) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(aad(place));
      const sealed = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
      return [VERSION, keyId, b64(iv), b64(sealed), b64(cipher.getAuthTag())].join('.');
    },
    open(sealed, place) {
      const parts = sealed.split('.');
      if (parts.length !== 5 || parts[0] !== VERSION) return { ok: false, problem: 'unreadable' };
      const [, id, iv, data, tag] = parts as [string, string, string, string, string];
      if (id !== keyId) {
        const old = readers.get(id)?.open(sealed, place);
        if (!old) return { ok: false, problem: 'other_key' };
        return old.ok ? { ok: true, value: old.value, stale: true } : old;
      }
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
          authTagLength: TAG_BYTES,
        });
        decipher.setAAD(aad(place));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        const value = Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]);
        return { ok: true, value: value.toString('utf8') };
      } catch {
        // A wrong tag, IV or ciphertext: the value was changed. Never its text in an error.
        return { ok: false, problem: 'unreadable' };
      }
    },
  };
}

/** Fixed salt and purpose of the derived key: another use of the auth secret gets another key. */
const HKDF_SALT = 'brazil-prime/integrations';
const HKDF_INFO = 'secrets at rest v1';

/**
 * SECRETS_KEY when set (checked by env.ts: 32 bytes in base64), otherwise a key derived with
 * HKDF-SHA-256 from the auth secret (AUTH_SECRET, or the one kept in DATA_DIR), so the embedded
 * shop needs no configuration and its backups (which carry that secret) open where restored.
 */
export function secretsKeyFor(env: Env): Buffer {
  if (env.SECRETS_KEY) return Buffer.from(env.SECRETS_KEY, 'base64');
  return Buffer.from(hkdfSync('sha256', resolveAuthSecret(env), HKDF_SALT, HKDF_INFO, 32));
}

/** The box of the running shop: SECRETS_KEY (or the derived key), reading SECRETS_KEY_PREVIOUS too. */
export function secretBoxFor(env: Env): SecretBox {
  const previous = env.SECRETS_KEY_PREVIOUS ? [Buffer.from(env.SECRETS_KEY_PREVIOUS, 'base64')] : [];
  return createSecretBox(secretsKeyFor(env), previous);
}
