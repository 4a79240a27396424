import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseEnv } from '@/server/env';
import { createSecretBox, keyIdOf, secretsKeyFor } from './secret-box';

const key = randomBytes(32);
const box = createSecretBox(key);

describe('the secret box (AES-256-GCM, decision 076)', () => {
  it('opens what it sealed, and never writes the value in the clear', () => {
    const sealed = box.seal('senha-do-smtp-4f2a', 'email.password');
    expect(sealed).toMatch(/^v1\.[0-9a-f]{8}\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('senha');
    expect(box.open(sealed, 'email.password')).toEqual({ ok: true, value: 'senha-do-smtp-4f2a' });
  });

  it('seals the same value differently each time (a fresh IV)', () => {
    expect(box.seal('x', 'a.b')).not.toBe(box.seal('x', 'a.b'));
  });

  it('carries the id of its key', () => {
    expect(box.seal('x', 'a.b').split('.')[1]).toBe(keyIdOf(key));
  });

  it.each([
    ['the ciphertext', 3],
    ['the tag', 4],
    ['the IV', 2],
  ])('refuses a value whose %s was changed', (_what, index) => {
    const parts = box.seal('chave-secreta', 'whatsapp.authKey').split('.');
    const bytes = Buffer.from(parts[index]!, 'base64url');
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    parts[index] = bytes.toString('base64url');
    expect(box.open(parts.join('.'), 'whatsapp.authKey')).toEqual({ ok: false, problem: 'unreadable' });
  });

  it('refuses a value moved to another place', () => {
    const sealed = box.seal('chave-secreta', 'whatsapp.authKey');
    expect(box.open(sealed, 'whatsapp.appKey')).toEqual({ ok: false, problem: 'unreadable' });
  });

  it.each(['', 'plain text', 'v2.aaaa.b.c.d', 'v1.only.three'])('refuses %j as unreadable', (sealed) => {
    expect(box.open(sealed, 'email.password')).toEqual({ ok: false, problem: 'unreadable' });
  });

  it('tells a value sealed under another key (a backup restored elsewhere) from a changed one', () => {
    const elsewhere = createSecretBox(randomBytes(32)).seal('senha', 'email.password');
    expect(box.open(elsewhere, 'email.password')).toEqual({ ok: false, problem: 'other_key' });
  });
});

describe('secretsKeyFor', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'secrets-key-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('is SECRETS_KEY itself when set', () => {
    const raw = randomBytes(32);
    const env = parseEnv({ DATA_DIR: dataDir(), SECRETS_KEY: raw.toString('base64') });
    expect(secretsKeyFor(env).equals(raw)).toBe(true);
  });

  it('is derived from the auth secret otherwise: the same secret, the same key; another, another', () => {
    const a = parseEnv({ DATA_DIR: dataDir(), AUTH_SECRET: 'a'.repeat(40) });
    const b = parseEnv({ DATA_DIR: dataDir(), AUTH_SECRET: 'a'.repeat(40) });
    const c = parseEnv({ DATA_DIR: dataDir(), AUTH_SECRET: 'c'.repeat(40) });
    expect(secretsKeyFor(a)).toHaveLength(32);
    expect(secretsKeyFor(a).equals(secretsKeyFor(b))).toBe(true);
    expect(secretsKeyFor(a).equals(secretsKeyFor(c))).toBe(false);
    // Never the auth secret itself.
    expect(secretsKeyFor(a).toString('utf8')).not.toContain('aaaa');
  });

  it('uses the auth secret kept in DATA_DIR when AUTH_SECRET is unset, stable across restarts', () => {
    const dir = dataDir();
    const first = secretsKeyFor(parseEnv({ DATA_DIR: dir }));
    expect(secretsKeyFor(parseEnv({ DATA_DIR: dir })).equals(first)).toBe(true);
  });
});
