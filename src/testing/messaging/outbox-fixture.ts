import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Database } from '@/server/db/client';
import { createLogger } from '@/server/logger';
import type { QueueMessageInput } from '@/server/modules/messaging/outbox';
import { messages } from '@/server/modules/messaging/schema';
import { createEmailTransport } from '@/server/modules/messaging/transports/email';
import type { Transports } from '@/server/modules/messaging/transports/types';
import { createWhatsAppTransport } from '@/server/modules/messaging/transports/whatsapp';
import { createTestDb } from '../test-db';
import { type FakeWhatsApp, startFakeWhatsApp } from './fake-whatsapp';
import { type SmtpSink, startSmtpSink } from './smtp-sink';

export const silent = createLogger('silent');

/**
 * A fresh database, a fake WhatsApp provider and a real SMTP server for one test file, emptied
 * and reset before each test; the real transports pointed at them.
 */
export function setUpOutboxFixture() {
  let database: Database;
  let provider: FakeWhatsApp;
  let sink: SmtpSink;

  beforeAll(async () => {
    [database, provider, sink] = await Promise.all([createTestDb(), startFakeWhatsApp(), startSmtpSink()]);
  });
  afterAll(async () => {
    await Promise.all([database.close(), provider.close(), sink.close()]);
  });
  beforeEach(async () => {
    await database.db.delete(messages);
    Object.assign(provider.state, { mode: 'ok', delayMs: 0, failMessage: 'Saldo insuficiente na conta' });
    provider.delivered.length = 0;
    sink.mails.length = 0;
    sink.state.down = false;
  });

  return {
    get database() {
      return database;
    },
    get db() {
      return database.db;
    },
    get provider() {
      return provider;
    },
    get sink() {
      return sink;
    },
    transports(options: { whatsappKeys?: boolean } = {}): Transports {
      return {
        whatsapp: createWhatsAppTransport({
          config:
            options.whatsappKeys === false ? null : { url: provider.url, appKey: 'app', authKey: 'auth' },
        }),
        email: createEmailTransport({
          smtpUrl: sink.url,
          from: 'Brazil Prime <loja@example.com>',
          isProduction: false,
          logger: silent,
          timeoutMs: 2_000,
        }),
      };
    },
    rows: () => database.db.select().from(messages).orderBy(asc(messages.created_at), asc(messages.body)),
    byId: async (id: string) => (await database.db.select().from(messages).where(eq(messages.id, id)))[0],
  };
}

export const whatsapp = (body: string, recipient = '+5511987654321'): QueueMessageInput => ({
  channel: 'whatsapp',
  recipient,
  body,
  purpose: 'welcome',
});

export const email = (to: string, body = 'Seu pedido foi confirmado.'): QueueMessageInput => ({
  channel: 'email',
  recipient: to,
  subject: 'Pedido confirmado',
  body,
  purpose: 'order_update',
});
