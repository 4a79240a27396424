import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IntegrationCard, TestResult } from '@/shared/integrations/cards';
import { type CookieJar, caller } from '@/testing/accounts';
import {
  APP_KEY,
  AUTH_KEY,
  BASE,
  type Cards,
  integrationsFixture,
  portOf,
} from '@/testing/integrations-fixture';
import type { FakeWhatsApp } from '@/testing/messaging/fake-whatsapp';
import { outbox } from '@/testing/messaging/outbox';
import type { SmtpSink } from '@/testing/messaging/smtp-sink';
import { body, signIn } from '@/testing/orders';
import { createTestApp, type TestApp } from '@/testing/test-app';
import { integrations } from './schema';
import { createSecretBox } from './secret-box';

const f = integrationsFixture();
const { as, emailCard, whatsAppCard, card, queueWhatsApp, work } = f;
let t: TestApp;
let sink: SmtpSink;
let provider: FakeWhatsApp;
beforeAll(() => {
  ({ t, sink, provider } = f.current());
});

describe('a backup restored where the key differs', () => {
  it('the card says to enter the integration again (never a 500), and messages wait saying why', async () => {
    const elsewhere = createSecretBox(randomBytes(32));
    await t.database.db.insert(integrations).values({
      id: 'whatsapp',
      settings: { apiUrl: provider.url },
      secrets: {
        appKey: elsewhere.seal(APP_KEY, 'whatsapp.appKey'),
        authKey: elsewhere.seal(AUTH_KEY, 'whatsapp.authKey'),
      },
    });
    t.services.integrations.invalidate();
    const attempts = provider.attempts();
    const wa = (await card('whatsapp')) as IntegrationCard<'whatsapp'>;
    expect(wa.state).toBe('reenter');
    expect(wa.secret.appKey).toEqual({ mask: null, source: 'stored', problem: 'other_key' });

    await queueWhatsApp();
    await work();
    const [row] = await outbox(t.database.db).rows();
    expect(row).toMatchObject({ status: 'not_configured', last_error_key: 'outbox.enteredWithOtherKey' });
    expect(provider.attempts()).toBe(attempts);

    const { result } = await body<{ result: TestResult }>(
      await as('admin', 'POST', '/whatsapp/test', { phone: '+5511987654321' }),
      200,
    );
    expect(result).toMatchObject({ ok: false, reason: { key: 'integrations.otherKey' } });
    // Entered again: the card works.
    await body(await as('admin', 'PUT', '/whatsapp', whatsAppCard()), 200);
    expect((await card('whatsapp')).state).toBe('untested');
  });
});

describe('environment variables still win', () => {
  let envApp: TestApp;
  let envJar: CookieJar;
  beforeAll(async () => {
    envApp = await createTestApp({
      env: {
        SMTP_URL: `smtp://servidor:segredo-do-env@127.0.0.1:${portOf(sink.url)}`,
        MAIL_FROM: 'Loja do Env <env@example.com>',
        WHATSAPP_API_URL: provider.url,
        ADMIN_NOTIFY_PHONE: '+5511988887777',
      },
    });
    envJar = (await signIn(envApp, 'admin')).jar;
  });
  afterAll(() => envApp.close());
  const envCall = (method: string, path: string, payload?: unknown) =>
    caller(envApp)(method, `${BASE}${path}`, payload, { jar: envJar });

  it('shows them as set on the server, never their secrets, and leaves them alone on save', async () => {
    const cards = (await body<Cards>(await envCall('GET', ''), 200)).cards;
    const email = cards.find((c) => c.id === 'email') as IntegrationCard<'email'>;
    expect(email.plain.host).toEqual({ value: '127.0.0.1', source: 'env' });
    expect(email.plain.user).toEqual({ value: 'servidor', source: 'env' });
    expect(email.plain.fromName).toEqual({ value: 'Loja do Env', source: 'env' });
    expect(email.secret.password).toEqual({ mask: null, source: 'env', problem: null });
    expect(JSON.stringify(cards)).not.toContain('segredo-do-env');
    const wa = cards.find((c) => c.id === 'whatsapp') as IntegrationCard<'whatsapp'>;
    expect(wa.plain.apiUrl.source).toBe('env');
    expect(wa.plain.adminPhone).toEqual({ value: '+5511988887777', source: 'env' });
    expect(wa.secret.appKey.source).toBe('unset');

    // The keys the environment lacks are entered on the screen; its URL and phone stay.
    await body(
      await envCall(
        'PUT',
        '/whatsapp',
        whatsAppCard({ apiUrl: 'https://outro.example.com/x', adminPhone: '' }),
      ),
      200,
    );
    const config = await envApp.services.integrations.config();
    expect(config.whatsapp.delivery).toEqual({ url: provider.url, appKey: APP_KEY, authKey: AUTH_KEY });
    expect(config.adminNotifyPhone).toBe('+5511988887777');
    expect(await envApp.services.integrations.adminNotifyPhone(envApp.database.db)).toBe('+5511988887777');
    const [row] = await envApp.database.db.select().from(integrations);
    expect(row?.settings.apiUrl).toBeUndefined();
    // Nothing of the e-mail card is editable: the server says so.
    const all = await envCall('PUT', '/email', emailCard());
    expect((await body<{ error: { key: string } }>(all, 409)).error.key).toBe('integrations.nothingToSave');
  });
});
