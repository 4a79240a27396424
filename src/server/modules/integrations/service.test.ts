import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/server/db/client';
import { parseEnv } from '@/server/env';
import { type ChangeNotices, postgresNotices } from '@/server/lib/change-notices';
import { type FakeWhatsApp, startFakeWhatsApp } from '@/testing/messaging/fake-whatsapp';
import { silent } from '@/testing/messaging/outbox-fixture';
import { createTestDb } from '@/testing/test-db';
import { createIntegrationTester } from '../messaging/public';
import { integrations } from './schema';
import { createSecretBox } from './secret-box';
import { createIntegrations, type IntegrationTester } from './service';

const env = parseEnv({ NODE_ENV: 'test' });
const box = createSecretBox(randomBytes(32));
const actor = { userId: 'dona', role: 'super_admin' };
let database: Database;
let provider: FakeWhatsApp;
beforeAll(async () => {
  [database, provider] = await Promise.all([createTestDb(), startFakeWhatsApp()]);
});
afterAll(async () => {
  await Promise.all([database.close(), provider.close()]);
});
afterEach(async () => {
  await database.db.delete(integrations);
  provider.state.delayMs = 0;
});

const card = (apiUrl = provider.url) => ({
  apiUrl,
  appKey: 'app-0001',
  authKey: 'auth-0002',
  adminPhone: '',
});

describe('test sends are bounded', () => {
  it('a provider slower than the bound: "timed out after N s", with the seconds', async () => {
    const service = createIntegrations({
      db: database.db,
      env,
      box,
      tester: createIntegrationTester({ db: database.db, isProduction: false, logger: silent }),
      testTimeoutMs: 1_000,
    });
    await service.saveWhatsApp(actor, card());
    provider.state.delayMs = 2_500;
    const started = Date.now();
    const result = await service.testWhatsApp('+5511987654321');
    expect(Date.now() - started).toBeLessThan(2_400);
    expect(result).toEqual({
      ok: false,
      reason: {
        key: 'outbox.whatsappTimedOut',
        params: { seconds: 1 },
        message: 'A API do WhatsApp não respondeu em 1 s',
      },
    });
  });

  it('a tester that never answers is cut off at the bound too', async () => {
    const never: IntegrationTester = {
      email: () => new Promise(() => {}),
      whatsapp: () => new Promise(() => {}),
      sms: () => new Promise(() => {}),
    };
    const service = createIntegrations({ db: database.db, env, box, tester: never, testTimeoutMs: 400 });
    await service.saveWhatsApp(actor, card());
    expect(await service.testWhatsApp('+5511987654321')).toEqual({
      ok: false,
      reason: { key: 'integrations.testTimedOut', params: { seconds: 1 }, message: 'Sem resposta em 1 s.' },
    });
  });
});

describe('the configuration cache', () => {
  it('a save clears this instance’s cache at once; an instance that hears nothing keeps its copy', async () => {
    const a = createIntegrations({ db: database.db, env, box });
    const deaf = createIntegrations({ db: database.db, env, box });
    expect((await deaf.config()).whatsapp.delivery).toBeNull();
    await a.config();
    await a.saveWhatsApp(actor, card());
    expect((await a.config()).whatsapp.delivery?.url).toBe(provider.url);
    // What change notices prevent: without them, the other instance serves its cached copy.
    expect((await deaf.config()).whatsapp.delivery).toBeNull();
  });
});

// Two server instances = two integrations services on one PostgreSQL database (TEST_DB=pg runs).
describe.skipIf(process.env.TEST_DB !== 'pg')('a save reaches every instance (decision 048)', () => {
  const opened: ChangeNotices[] = [];
  afterAll(async () => {
    for (const notices of opened) await notices.close();
  });
  const listen = async (channel: string) => {
    const notices = await postgresNotices({ url: process.env.TEST_DATABASE_URL ?? '', channel });
    opened.push(notices);
    return notices;
  };

  it('the card saved on A is what B sends with, at its next message', async () => {
    const channel = `shop_changes_test_${randomBytes(4).toString('hex')}`;
    const a = createIntegrations({ db: database.db, env, box, notices: await listen(channel) });
    const b = createIntegrations({ db: database.db, env, box, notices: await listen(channel) });
    expect((await b.config()).whatsapp.delivery).toBeNull();
    await a.saveWhatsApp(actor, card());
    await vi.waitFor(async () => expect((await b.config()).whatsapp.delivery?.url).toBe(provider.url), {
      timeout: 5_000,
    });
    await a.saveWhatsApp(actor, card('https://outro.example.com/create-message'));
    await vi.waitFor(
      async () =>
        expect((await b.config()).whatsapp.delivery?.url).toBe('https://outro.example.com/create-message'),
      { timeout: 5_000 },
    );
  });
});
