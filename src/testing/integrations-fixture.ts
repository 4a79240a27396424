import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { auditLog } from '@/server/modules/audit/schema';
import { integrations } from '@/server/modules/integrations/schema';
import { queueMessage } from '@/server/modules/messaging/outbox';
import { messages } from '@/server/modules/messaging/schema';
import { runWorkerOnce } from '@/server/modules/messaging/worker';
import type { IntegrationCard } from '@/shared/integrations/cards';
import { type Call, type CookieJar, caller } from './accounts';
import { type FakeWhatsApp, startFakeWhatsApp } from './messaging/fake-whatsapp';
import { type SmtpSink, startSmtpSink } from './messaging/smtp-sink';
import { body, signIn } from './orders';
import { captureLogger, createTestApp, type TestApp } from './test-app';

/**
 * The integrations API tests' shop (decision 076): a test app whose log lines a test reads, the
 * local SMTP server and WhatsApp provider, and a signed-in caller of each role. `integrationsFixture()`
 * registers the hooks of the calling test file (a fresh shop per file, cards and outbox emptied
 * before each test) and hands back the helpers; `current()` gives the running pieces.
 */
export type Who = 'visitor' | 'customer' | 'manager' | 'admin' | 'super_admin';
export type Cards = { cards: IntegrationCard[]; httpsOnly: boolean };

export const BASE = '/api/integrations/staff';
export const PASSWORD = 'senha-do-smtp-4f2a';
export const APP_KEY = 'app-key-9b1c-secreta';
export const AUTH_KEY = 'auth-key-77d0-secreta';
export const SECRETS = [PASSWORD, APP_KEY, AUTH_KEY];
export const portOf = (url: string) => String(new URL(url).port);

export function integrationsFixture() {
  let t: TestApp;
  let call: Call;
  let sink: SmtpSink;
  let provider: FakeWhatsApp;
  let log: ReturnType<typeof captureLogger>;
  const jars = {} as Record<Exclude<Who, 'visitor'>, CookieJar>;
  const as = (who: Who, method: string, path = '', payload?: unknown) =>
    call(method, `${BASE}${path}`, payload, who === 'visitor' ? {} : { jar: jars[who] });
  const emailCard = (change: Record<string, unknown> = {}) => ({
    host: '127.0.0.1',
    port: portOf(sink.url),
    security: 'starttls',
    user: 'loja',
    password: PASSWORD,
    fromName: 'Brazil Prime',
    fromAddress: 'pedidos@example.com',
    ...change,
  });
  const whatsAppCard = (change: Record<string, unknown> = {}) => ({
    apiUrl: provider.url,
    appKey: APP_KEY,
    authKey: AUTH_KEY,
    adminPhone: '+55 11 99999-0001',
    ...change,
  });
  const cardsOf = async (who: Who = 'admin') => (await body<Cards>(await as(who, 'GET'), 200)).cards;
  const card = async (id: 'email' | 'whatsapp') => (await cardsOf()).find((c) => c.id === id)!;
  /** An order update for a Brazilian number, waiting in the outbox for the WhatsApp card. */
  const queueWhatsApp = () =>
    queueMessage(t.database.db, {
      channel: 'whatsapp',
      recipient: '+5511987654321',
      body: 'Olá',
      purpose: 'order_update',
    });
  const work = () =>
    runWorkerOnce({ db: t.database.db, transports: t.services.transports, logger: log.logger });

  /** Every captured log line, the answers given and the audit rows must never hold a secret. */
  async function expectNoSecretAnywhere(answers: string[]) {
    const audit = JSON.stringify(await t.database.db.select().from(auditLog));
    const logs = JSON.stringify(log.lines());
    for (const secret of SECRETS) {
      for (const answer of answers) expect(answer).not.toContain(secret);
      expect(logs).not.toContain(secret);
      expect(audit).not.toContain(secret);
    }
  }

  beforeAll(async () => {
    [sink, provider] = await Promise.all([
      startSmtpSink({ auth: { user: 'loja', pass: PASSWORD } }),
      startFakeWhatsApp(),
    ]);
    log = captureLogger();
    t = await createTestApp({ env: { LOG_LEVEL: 'debug' }, logger: log.logger });
    call = caller(t);
    for (const who of ['customer', 'manager', 'admin', 'super_admin'] as const) {
      jars[who] = (await signIn(t, who, who === 'manager' ? 'brazil-prime-marietta' : undefined)).jar;
    }
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([sink.close(), provider.close()]);
  });
  beforeEach(async () => {
    await t.database.db.delete(integrations);
    await t.database.db.delete(messages);
    t.services.integrations.invalidate();
    sink.mails.length = 0;
    provider.delivered.length = 0;
    provider.state.mode = 'ok';
  });

  return {
    current: () => ({ t, call, sink, provider, log, jars }),
    as,
    emailCard,
    whatsAppCard,
    cardsOf,
    card,
    queueWhatsApp,
    work,
    expectNoSecretAnywhere,
  };
}
