import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IntegrationCard } from '@/shared/integrations/cards';
import { type CookieJar, caller } from '@/testing/accounts';
import { BASE, type Cards, integrationsFixture, SECRETS } from '@/testing/integrations-fixture';
import type { FakeWhatsApp } from '@/testing/messaging/fake-whatsapp';
import { outbox } from '@/testing/messaging/outbox';
import { body, signIn } from '@/testing/orders';
import { auditEntries } from '@/testing/stored-rows';
import { createTestApp, type TestApp } from '@/testing/test-app';
import { integrations } from './schema';

/** "Remover integração" (decision 083): the stored card forgotten, the environment untouched. */
const f = integrationsFixture();
const { as, emailCard, whatsAppCard, card, queueWhatsApp, work, expectNoSecretAnywhere } = f;
let t: TestApp;
let provider: FakeWhatsApp;
beforeAll(() => {
  ({ t, provider } = f.current());
});

describe('removing a stored integration', () => {
  it('managers and customers 403, visitors 401; an unknown card 400; nothing stored 404', async () => {
    await body(await as('admin', 'PUT', '/whatsapp', whatsAppCard()), 200);
    expect((await as('visitor', 'DELETE', '/whatsapp')).status).toBe(401);
    expect((await as('customer', 'DELETE', '/whatsapp')).status).toBe(403);
    expect((await as('manager', 'DELETE', '/whatsapp')).status).toBe(403);
    expect((await card('whatsapp')).state).toBe('untested');
    const unknown = await as('admin', 'DELETE', '/telegram');
    expect(unknown.status).toBe(400);
    const none = await as('admin', 'DELETE', '/email');
    expect((await body<{ error: { key: string } }>(none, 404)).error.key).toBe('integrations.nothingStored');
  });

  it('forgets fields, keys and health in one audited step; its messages wait as not configured', async () => {
    await body(await as('admin', 'PUT', '/email', emailCard()), 200);
    await body(await as('admin', 'PUT', '/whatsapp', whatsAppCard()), 200);
    await body(await as('admin', 'POST', '/whatsapp/test', { phone: '+5511987654321' }), 200);
    expect((await card('whatsapp')).state).toBe('working');

    const res = await as('super_admin', 'DELETE', '/whatsapp');
    const answer = await res.clone().text();
    const removed = await body<{ card: IntegrationCard<'whatsapp'>; message: string }>(res, 200);
    expect(removed.message).toMatch(/^Integração removida/);
    expect(removed.card).toMatchObject({ state: 'not_set_up', health: { lastSuccessAt: null } });
    expect(removed.card.secret.appKey).toEqual({ mask: null, source: 'unset', problem: null });
    expect(await t.database.db.select().from(integrations).where(eq(integrations.id, 'whatsapp'))).toEqual(
      [],
    );
    // The e-mail card is untouched.
    expect((await card('email')).state).toBe('untested');

    const [entry] = await auditEntries(t.database.db, { action: 'integration.remove' });
    expect(entry).toMatchObject({ entity_type: 'integration', entity_id: 'whatsapp', after: null });
    expect(entry?.before).toEqual({
      apiUrl: provider.url,
      adminPhone: '+55 11 99999-0001',
      secrets: ['appKey', 'authKey'],
    });
    await expectNoSecretAnywhere([answer]);
    expect(JSON.stringify(entry)).not.toContain(SECRETS[1]);

    // At once, without a restart: the next message waits as not configured.
    const before = provider.attempts();
    await queueWhatsApp();
    await work();
    const [row] = await outbox(t.database.db).rows();
    expect(row?.status).toBe('not_configured');
    expect(provider.attempts()).toBe(before);
  });
});

describe('values set on the server', () => {
  let envApp: TestApp;
  let jar: CookieJar;
  beforeAll(async () => {
    envApp = await createTestApp({ env: { WHATSAPP_API_URL: provider.url } });
    jar = (await signIn(envApp, 'admin')).jar;
  });
  afterAll(() => envApp.close());
  const envCall = (method: string, path: string, payload?: unknown) =>
    caller(envApp)(method, `${BASE}${path}`, payload, { jar });

  it('stay in force after the stored keys are removed, and cannot be removed from the screen', async () => {
    await body(await envCall('PUT', '/whatsapp', whatsAppCard({ adminPhone: '' })), 200);
    await body(await envCall('DELETE', '/whatsapp'), 200);
    const cards = (await body<Cards>(await envCall('GET', ''), 200)).cards;
    const wa = cards.find((c) => c.id === 'whatsapp') as IntegrationCard<'whatsapp'>;
    expect(wa.plain.apiUrl).toEqual({ value: provider.url, source: 'env' });
    expect(wa.secret.appKey.source).toBe('unset');
    expect(wa.state).toBe('not_set_up');
    // Only the environment's URL is left: nothing stored, nothing to remove.
    expect((await envCall('DELETE', '/whatsapp')).status).toBe(404);
    expect((await envApp.services.integrations.config()).whatsapp.delivery).toBeNull();
  });
});
