import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatBRL } from '@/shared/money';
import type { OrderDetail } from '@/shared/orders/types';
import { type Call, caller } from '@/testing/accounts';
import { type DemoProducts, demoProducts } from '@/testing/cart';
import { type FakeWhatsApp, startFakeWhatsApp } from '@/testing/messaging/fake-whatsapp';
import { silent } from '@/testing/messaging/outbox-fixture';
import { type SmtpSink, startSmtpSink } from '@/testing/messaging/smtp-sink';
import { body, createOrdersTestApp, deliveryInput, fillCart, placeOrder, signIn } from '@/testing/orders';
import type { TestApp } from '@/testing/test-app';
import { messages } from '../messaging/schema';
import { createEmailTransport } from '../messaging/transports/email';
import type { Transports } from '../messaging/transports/types';
import { createWhatsAppTransport } from '../messaging/transports/whatsapp';
import { runWorkerOnce } from '../messaging/worker';
import { messagesOf } from '../privacy/actions/privacy-export';
import { siteSettings } from '../settings/schema';
import { stores } from '../stores/schema';

/** New orders announced to the ordering store's staff (issue 18, decision 050). */

const STORE_PHONE = '+5511912345678';
const STORE_EMAIL = 'pedidos.marietta@example.com';
const ENV_PHONE = '+5521998887766';

let t: TestApp;
let call: Call;
let p: DemoProducts;
let provider: FakeWhatsApp;
let sink: SmtpSink;
let storeId: string;
let contactEmail: string | null;

const db = () => t.database.db;
const transports = (whatsapp: 'provider' | 'none', email: 'sink' | 'none'): Transports => ({
  whatsapp: createWhatsAppTransport({
    config: whatsapp === 'provider' ? { url: provider.url, appKey: 'app', authKey: 'auth' } : null,
  }),
  email: createEmailTransport({
    smtpUrl: email === 'sink' ? sink.url : undefined,
    from: 'Loja <loja@example.com>',
    isProduction: false,
    logger: silent,
  }),
});
const work = (tr: Transports) => runWorkerOnce({ db: db(), transports: tr, logger: silent });
const notices = () => db().select().from(messages).where(eq(messages.purpose, 'order_notice'));

const WINDOWS = ['morning', 'afternoon', 'evening'];
let placed = 0;
async function placeOne(overrides = {}) {
  const who = await signIn(t);
  await fillCart(db(), who.userId, [
    { productId: p.chimichurri.id, quantity: 5, priceCents: p.chimichurri.priceCents },
  ]);
  // Spread over Tuesday's windows: the demo store takes 8 + 10 + 6 deliveries.
  const windowId = WINDOWS[placed++ % WINDOWS.length];
  const res = await placeOrder(call, who.jar, deliveryInput({ windowId, ...overrides }));
  return { ...who, order: (await body<{ order: OrderDetail }>(res, 201)).order };
}

async function setStoreNotices(phone: string | null, email: string | null) {
  await db().update(stores).set({ notify_phone: phone, notify_email: email }).where(eq(stores.id, storeId));
}

beforeAll(async () => {
  [provider, sink] = await Promise.all([startFakeWhatsApp(), startSmtpSink()]);
  t = await createOrdersTestApp(undefined, {
    PUBLIC_URL: 'https://loja.example.com',
    ADMIN_NOTIFY_PHONE: ENV_PHONE,
  });
  call = caller(t);
  p = await demoProducts(t);
  const [store] = await db().select().from(stores).where(eq(stores.slug, 'brazil-prime-marietta'));
  storeId = store!.id;
  const [contact] = await db().select().from(siteSettings).where(eq(siteSettings.key, 'contact_email'));
  contactEmail = contact?.value ?? null;
});
afterAll(async () => {
  await t.close();
  await Promise.all([provider.close(), sink.close()]);
});
beforeEach(async () => {
  await db().delete(messages);
  await setStoreNotices(STORE_PHONE, STORE_EMAIL);
  provider.state.mode = 'ok';
  provider.delivered.length = 0;
  sink.mails.length = 0;
});

describe('new orders announced to the store (issue 18, decision 050)', () => {
  it('queues exactly one notice per channel, to the store’s contacts, with the order’s facts and link', async () => {
    const { order, email } = await placeOne();
    const rows = await notices();
    expect(rows.map((r) => [r.channel, r.recipient, r.related_id, r.status]).sort()).toEqual([
      ['email', STORE_EMAIL, storeId, 'queued'],
      ['whatsapp', STORE_PHONE, storeId, 'queued'],
    ]);
    const [mail] = rows.filter((r) => r.channel === 'email');
    expect(mail?.subject).toBe(`Novo pedido ${order.number} — ${order.storeName}`);
    expect(mail?.body).toBe(
      [
        `Novo pedido ${order.number} na loja ${order.storeName}.`,
        `Cliente: ${order.customer.name?.trim() || 'sem nome'} (+14045550123 · ${email}).`,
        'Entrega: terça-feira, 24/11 · 09:00–12:00.',
        'Itens: 5 itens.',
        `Total: ${formatBRL(order.totalCents)}.`,
        `Abrir no painel: https://loja.example.com/admin/pedidos/${order.id}`,
      ].join('\n'),
    );
    // The same text both ways; the order's own messages stay the customer's only.
    expect(rows.find((r) => r.channel === 'whatsapp')?.body).toBe(mail?.body);
    const customers = await db().select().from(messages).where(eq(messages.related_id, order.id));
    expect(customers.map((m) => m.purpose)).toEqual(['order_update']);
  });

  it('the notice names the customer, so it is theirs in a privacy export or deletion (decision 047)', async () => {
    const { order, userId, email } = await placeOne();
    const other = await placeOne();
    const subject = { profileId: crypto.randomUUID(), authUserId: userId, email, phone: null };
    const theirs = await db()
      .select()
      .from(messages)
      .where(messagesOf(subject, [order.id]));
    expect(theirs.map((m) => m.purpose).sort()).toEqual(['order_notice', 'order_notice', 'order_update']);
    expect(theirs.every((m) => !m.body.includes(other.order.id))).toBe(true);
  });

  it('a replayed checkout (same Idempotency-Key) announces nothing more', async () => {
    const who = await signIn(t);
    await fillCart(db(), who.userId, [
      { productId: p.chimichurri.id, quantity: 5, priceCents: p.chimichurri.priceCents },
    ]);
    const key = crypto.randomUUID();
    const answers = await Promise.all([1, 2].map(() => placeOrder(call, who.jar, deliveryInput(), key)));
    const ids = new Set<string>();
    for (const res of answers) {
      const answer = await res.json();
      expect(answer.order?.id, JSON.stringify(answer)).toBeTruthy();
      ids.add(answer.order.id);
    }
    expect(ids.size).toBe(1);
    await placeOrder(call, who.jar, deliveryInput(), key);
    expect(await notices()).toHaveLength(2);
  });

  it('the worker sends each notice once: WhatsApp to the fake provider, e-mail to the SMTP server', async () => {
    const { order } = await placeOne();
    const tr = transports('provider', 'sink');
    await Promise.all([work(tr), work(tr)]);
    await work(tr);
    const whatsapp = provider.delivered.filter((d) =>
      d.fields.some(([k, v]) => k === 'message' && v.startsWith('Novo pedido')),
    );
    expect(whatsapp).toHaveLength(1);
    expect(Object.fromEntries(whatsapp[0]!.fields)).toMatchObject({
      to: STORE_PHONE.slice(1),
      sandbox: 'false',
    });
    expect(Object.fromEntries(whatsapp[0]!.fields).message).toContain(`/admin/pedidos/${order.id}`);
    const mails = sink.mails.filter((m) => m.to.includes(STORE_EMAIL));
    expect(mails).toHaveLength(1);
    expect((await notices()).map((r) => r.status)).toEqual(['sent', 'sent']);
  });

  it('a failing or missing provider never fails checkout: the notices wait on the desk', async () => {
    provider.state.mode = 'down';
    const first = await placeOne();
    expect(first.order.status).toBe('pending_payment');
    await work(transports('provider', 'none'));
    const after = Object.fromEntries((await notices()).map((r) => [r.channel, r]));
    // WhatsApp: a connection error, retried later; e-mail with no SMTP: "not configured".
    expect(after.whatsapp).toMatchObject({ status: 'queued', attempts: 1 });
    expect(after.whatsapp?.last_error).toBeTruthy();
    expect(after.email).toMatchObject({ status: 'not_configured' });

    await db().delete(messages);
    const second = await placeOne();
    await work(transports('none', 'none'));
    expect((await notices()).map((r) => r.status)).toEqual(['not_configured', 'not_configured']);
    expect(second.order.id).not.toBe(first.order.id);
  });

  it('falls back to ADMIN_NOTIFY_PHONE and the contact e-mail, and queues nothing without any recipient', async () => {
    await setStoreNotices(null, null);
    await placeOne();
    expect((await notices()).map((r) => [r.channel, r.recipient]).sort()).toEqual([
      ['email', contactEmail],
      ['whatsapp', ENV_PHONE],
    ]);
    await db().delete(messages);
    await db().update(siteSettings).set({ value: '' }).where(eq(siteSettings.key, 'contact_email'));
    try {
      await placeOne();
      expect((await notices()).map((r) => r.channel)).toEqual(['whatsapp']);
    } finally {
      await db()
        .update(siteSettings)
        .set({ value: contactEmail })
        .where(eq(siteSettings.key, 'contact_email'));
    }
  });

  it('store contacts are edited with the store’s details: checked, saved, then used', async () => {
    const admin = await signIn(t, 'admin');
    const read = async () =>
      (
        await body<{ store: { notifyPhone: string; notifyEmail: string; updatedAt: string } } & object>(
          await call('GET', `/api/stores/staff/${storeId}`, undefined, { jar: admin.jar }),
          200,
        )
      ).store;
    const store = await read();
    const base = { name: 'Brazil Prime Marietta', address: 'x', phone: '', isActive: true };
    const bad = await call(
      'PATCH',
      `/api/stores/staff/${storeId}`,
      { ...base, notifyPhone: '12345', notifyEmail: 'pedidos@', updatedAt: store.updatedAt },
      { jar: admin.jar },
    );
    expect(bad.status).toBe(422);
    const refused = (await bad.json()).error.fields;
    expect(refused.notifyPhone[0].key).toBe('stores.notifyPhoneInvalid');
    expect(refused.notifyEmail[0].key).toBe('stores.notifyEmailInvalid');
    const [storeRow] = await db().select().from(stores).where(eq(stores.id, storeId));
    const ok = await call(
      'PATCH',
      `/api/stores/staff/${storeId}`,
      {
        name: storeRow!.name,
        address: storeRow!.address ?? '',
        phone: storeRow!.phone ?? '',
        isActive: true,
        notifyPhone: '+55 11 90000-1111',
        notifyEmail: 'loja@example.com',
        updatedAt: store.updatedAt,
      },
      { jar: admin.jar },
    );
    expect(ok.status).toBe(200);
    expect(await read()).toMatchObject({ notifyPhone: '+55 11 90000-1111', notifyEmail: 'loja@example.com' });
    await placeOne();
    expect(
      (await db().select().from(messages).where(eq(messages.purpose, 'order_notice')))
        .map((r) => r.recipient)
        .sort(),
    ).toEqual(['+5511900001111', 'loja@example.com']);
  });
});
