import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '@/server/env';
import type { IntegrationCard, TestResult } from '@/shared/integrations/cards';
import { caller } from '@/testing/accounts';
import { BASE, type Cards } from '@/testing/integrations-fixture';
import { type FakeWhatsApp, startFakeWhatsApp } from '@/testing/messaging/fake-whatsapp';
import { body, signIn } from '@/testing/orders';
import { createTestApp, type TestApp } from '@/testing/test-app';
import { resealSecrets } from './reseal';
import { integrations } from './schema';
import { createSecretBox, keyIdOf, secretBoxFor } from './secret-box';

/** Rotation of SECRETS_KEY with SECRETS_KEY_PREVIOUS as a second reader (decision 083). */
const oldKey = randomBytes(32);
const newKey = randomBytes(32);
const APP_KEY = 'app-key-rotacao-7f3e';
const AUTH_KEY = 'auth-key-rotacao-91ab';

describe('the secret box with a previous key', () => {
  it('opens the previous key’s values as stale and seals only with the new key', () => {
    const old = createSecretBox(oldKey).seal('segredo-antigo', 'sms.authToken');
    const box = createSecretBox(newKey, [oldKey]);
    expect(box.previousKeyIds).toEqual([keyIdOf(oldKey)]);
    expect(box.open(old, 'sms.authToken')).toEqual({ ok: true, value: 'segredo-antigo', stale: true });
    // The place still binds: moved into another field it does not open.
    expect(box.open(old, 'email.password')).toEqual({ ok: false, problem: 'unreadable' });
    const resealed = box.seal('segredo-antigo', 'sms.authToken');
    expect(resealed.split('.')[1]).toBe(keyIdOf(newKey));
    expect(box.open(resealed, 'sms.authToken')).toEqual({ ok: true, value: 'segredo-antigo' });
    // Without the previous key it is another key's value, never a crash.
    expect(createSecretBox(newKey).open(old, 'sms.authToken')).toEqual({ ok: false, problem: 'other_key' });
  });

  it('env.ts takes SECRETS_KEY_PREVIOUS only as the base64 of 32 bytes', () => {
    const base = { NODE_ENV: 'test', SECRETS_KEY: newKey.toString('base64') };
    expect(parseEnv({ ...base, SECRETS_KEY_PREVIOUS: oldKey.toString('base64') }).SECRETS_KEY_PREVIOUS).toBe(
      oldKey.toString('base64'),
    );
    expect(() => parseEnv({ ...base, SECRETS_KEY_PREVIOUS: 'curta' })).toThrow(/SECRETS_KEY_PREVIOUS/);
  });
});

describe('a shop restarted with a new SECRETS_KEY and the old one as SECRETS_KEY_PREVIOUS', () => {
  let t: TestApp;
  let provider: FakeWhatsApp;
  beforeAll(async () => {
    provider = await startFakeWhatsApp();
    t = await createTestApp({
      env: { SECRETS_KEY: newKey.toString('base64'), SECRETS_KEY_PREVIOUS: oldKey.toString('base64') },
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  it('keeps sending, seals every value again with the new key, and says which ones no key opens', async () => {
    // What the shop stored before the rotation (the old key), and a value from a backup made elsewhere.
    const old = createSecretBox(oldKey);
    const elsewhere = createSecretBox(randomBytes(32));
    await t.database.db.insert(integrations).values([
      {
        id: 'whatsapp',
        settings: { apiUrl: provider.url },
        secrets: {
          appKey: old.seal(APP_KEY, 'whatsapp.appKey'),
          authKey: old.seal(AUTH_KEY, 'whatsapp.authKey'),
        },
      },
      {
        id: 'email',
        settings: { host: '127.0.0.1', port: '2525', security: 'starttls', fromAddress: 'a@example.com' },
        secrets: { password: elsewhere.seal('senha-de-outro-lugar', 'email.password') },
      },
    ]);
    t.services.integrations.invalidate();
    // Before any re-sealing the messages already go out: the previous key still reads.
    expect((await t.services.integrations.config()).whatsapp.delivery).toEqual({
      url: provider.url,
      appKey: APP_KEY,
      authKey: AUTH_KEY,
    });

    const jar = (await signIn(t, 'admin')).jar;
    const cards = (await body<Cards>(await caller(t)('GET', BASE, undefined, { jar }), 200)).cards;
    const wa = cards.find((c) => c.id === 'whatsapp') as IntegrationCard<'whatsapp'>;
    expect(wa.secret.appKey).toEqual({ mask: '•••• 7f3e', source: 'stored', problem: null });
    const email = cards.find((c) => c.id === 'email') as IntegrationCard<'email'>;
    // The wrong-key restore: "enter the integration again", never a 500.
    expect(email.state).toBe('reenter');
    expect(email.secret.password).toEqual({ mask: null, source: 'stored', problem: 'other_key' });

    // The screen's read sealed the old values again: every WhatsApp value now carries the new key.
    const [row] = (await t.database.db.select().from(integrations)).filter((r) => r.id === 'whatsapp');
    for (const sealed of Object.values(row?.secrets ?? {}))
      expect(sealed.split('.')[1]).toBe(keyIdOf(newKey));
    // With the previous key gone, they still open (round trip), and a test goes out.
    expect(createSecretBox(newKey).open(row!.secrets.appKey!, 'whatsapp.appKey')).toEqual({
      ok: true,
      value: APP_KEY,
    });
    const { result } = await body<{ result: TestResult }>(
      await caller(t)('POST', `${BASE}/whatsapp/test`, { phone: '+5511987654321' }, { jar }),
      200,
    );
    expect(result.ok).toBe(true);
    expect(provider.delivered.at(-1)?.fields).toContainEqual(['appkey', APP_KEY]);

    // Run again (the CLI's npm run secrets:reseal): nothing left to move; the foreign value counted.
    expect(await resealSecrets(t.database.db, secretBoxFor(t.env))).toEqual({ resealed: 0, otherKey: 1 });
  });
});
