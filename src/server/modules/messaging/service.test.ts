import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { adminNewCustomerMessage, welcomeMessage } from '@/shared/messaging/templates';
import { testLinkBox } from '@/testing/messaging/link-box';
import { createTestDb } from '@/testing/test-db';
import { siteSettings } from '../settings/schema';
import { messages } from './schema';
import { createMessagingService, outboxPhone } from './service';

let database: Database;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(messages);
  await database.db.delete(siteSettings);
});

const ADMIN = '+55 11 91234-5678';
const service = (env: { ADMIN_NOTIFY_PHONE?: string } = { ADMIN_NOTIFY_PHONE: ADMIN }) =>
  createMessagingService({ db: database.db, env, sleep: async () => {}, linkBox: testLinkBox() });
const rows = () =>
  database.db
    .select({
      channel: messages.channel,
      recipient: messages.recipient,
      purpose: messages.purpose,
      subject: messages.subject,
      body: messages.body,
      related_id: messages.related_id,
      status: messages.status,
    })
    .from(messages)
    .orderBy(asc(messages.purpose));

const ana = { name: 'Ana Souza', email: 'ana@example.com', userId: 'user-1' };

describe('outboxPhone', () => {
  it.each([
    ['+55 (11) 98765-4321', '+5511987654321'],
    ['11987654321', '+5511987654321'],
    // Stored with its country, a Georgia number stays American (docs/decisions: phones in E.164).
    ['+1 470 555 0123', '+14705550123'],
    ['+14045550123', '+14045550123'],
    ['123', null],
    ['', null],
    [null, null],
    ['   ', null],
  ])('%j → %j', (phone, expected) => {
    expect(outboxPhone(phone)).toBe(expected);
  });
});

describe('queueWelcome (SPEC §4.2 step 4, §3.6)', () => {
  it('queues the welcome to the customer and the notice to ADMIN_NOTIFY_PHONE', async () => {
    const result = await database.db.transaction((tx) =>
      service().queueWelcome(tx, { ...ana, phone: '+5511987654321' }),
    );
    expect(result.welcome?.id).toBeTruthy();
    expect(result.adminNotice?.id).toBeTruthy();
    expect(await rows()).toEqual([
      {
        channel: 'whatsapp',
        recipient: '+5511912345678',
        purpose: 'admin_notice',
        subject: null,
        body: adminNewCustomerMessage({ ...ana, phone: '+5511987654321' }),
        related_id: 'user-1',
        status: 'queued',
      },
      {
        channel: 'whatsapp',
        recipient: '+5511987654321',
        purpose: 'welcome',
        subject: null,
        body: welcomeMessage({ name: 'Ana Souza', brandName: 'Brazil Prime' }),
        related_id: 'user-1',
        status: 'queued',
      },
    ]);
  });

  it('signs the welcome with the brand name from the settings', async () => {
    await database.db
      .insert(siteSettings)
      .values({ key: 'brand_name', value: 'Casa Brasil', group_name: 'general' });
    await service().queueWelcome(database.db, { ...ana, phone: '11987654321' });
    const welcome = (await rows()).find((r) => r.purpose === 'welcome');
    expect(welcome?.body).toContain('com a gente na *Casa Brasil*!');
  });

  it.each([undefined, null, '', '123', 'abc'])(
    'with phone %j skips the welcome without failing, and still tells the admin',
    async (phone) => {
      const result = await service().queueWelcome(database.db, { ...ana, phone });
      expect(result.welcome).toBeNull();
      expect((await rows()).map((r) => r.purpose)).toEqual(['admin_notice']);
    },
  );

  it('without ADMIN_NOTIFY_PHONE queues only the welcome', async () => {
    const result = await service({}).queueWelcome(database.db, { ...ana, phone: '+5511987654321' });
    expect(result.adminNotice).toBeNull();
    expect((await rows()).map((r) => r.purpose)).toEqual(['welcome']);
  });

  it('queues an international welcome too: the worker marks it blocked for staff to see', async () => {
    await service({}).queueWelcome(database.db, { ...ana, phone: '+1 404 555 0123' });
    expect((await rows()).map((r) => r.recipient)).toEqual(['+14045550123']);
  });

  it('queues nothing when the registration transaction rolls back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await service().queueWelcome(tx, { ...ana, phone: '+5511987654321' });
        throw new Error('profile insert failed');
      }),
    ).rejects.toThrow('profile insert failed');
    expect(await rows()).toEqual([]);
  });
});

describe('queueEmail', () => {
  it('queues an e-mail with its subject', async () => {
    const row = await service().queueEmail(database.db, {
      to: ' ana@example.com ',
      subject: 'Redefinir senha',
      text: 'Use o link: https://loja.example/r?t=1',
      purpose: 'password_reset',
      relatedId: 'user-1',
    });
    expect(row).toMatchObject({
      channel: 'email',
      recipient: 'ana@example.com',
      subject: 'Redefinir senha',
      status: 'queued',
    });
  });
});

describe('coupon sending through the outbox', () => {
  it('queues one coupon message per customer, pointing at the customer', async () => {
    const coupon = {
      code: 'PICANHA10',
      name: 'Churrasco',
      type: 'fixed_amount' as const,
      valueCents: 1500,
      minimumOrderCents: 0,
      usageLimit: null,
      usedCount: 0,
      validFrom: null,
      validUntil: null,
      isActive: true,
    };
    const result = await service().sendCouponBulk(
      [
        { id: 'c1', name: 'Ana', phone: '11987654321', is_active: true, is_verified: true },
        { id: 'c2', name: 'Bia', phone: '+55 21 99876-5432', is_active: true, is_verified: true },
      ],
      [coupon],
    );
    expect(result).toMatchObject({ success: true, successfulSends: 2 });
    expect((await rows()).map((r) => [r.purpose, r.recipient, r.related_id])).toEqual([
      ['coupon', '+5511987654321', 'c1'],
      ['coupon', '+5521998765432', 'c2'],
    ]);
  });
});

describe('requeue', () => {
  it('refuses an id that is not one', async () => {
    expect(await service().requeue('not-a-uuid')).toBe(false);
    expect(await service().requeue('00000000-0000-4000-8000-000000000000')).toBe(false);
  });
});
