import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BulkResult } from '../../../../shared/messaging/coupon-sending';
import { API_KEYS_NOT_CONFIGURED, NO_VALID_COUPON_TO_SEND } from '../../../../shared/messaging/errors';
import { couponMessage } from '../../../../shared/messaging/templates';
import { INTERNATIONAL_BLOCKED_MESSAGE } from '../../../../shared/phones/rules';
import type { Call, CookieJar } from '../../../../testing/accounts';
import { caller } from '../../../../testing/accounts';
import { waitUntil } from '../../../../testing/messaging/clock';
import { type FakeWhatsApp, startFakeWhatsApp } from '../../../../testing/messaging/fake-whatsapp';
import { silent } from '../../../../testing/messaging/outbox-fixture';
import { body, insertCoupon, insertCustomer, signIn } from '../../../../testing/orders';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { usersUnified } from '../../accounts/schema';
import { auditLog } from '../../audit/schema';
import { messages } from '../../messaging/schema';
import type { Transports } from '../../messaging/transports/types';
import { createWhatsAppTransport } from '../../messaging/transports/whatsapp';
import { readBrandName } from '../../settings/service';
import { coupons } from '../schema';
import type { JobDetail } from './jobs';
import { couponToSend } from './reads';
import { couponSendItems, couponSendJobs } from './schema';
import { createCouponSendingService } from './service';

type Who = 'visitor' | 'customer' | 'manager' | 'admin';
let t: TestApp;
let call: Call;
let provider: FakeWhatsApp;
const jars = {} as Record<Exclude<Who, 'visitor'>, CookieJar>;
let adminId = '';

/** The pause between customers: a virtual clock moved by each pause, or a gate a test holds shut. */
let virtualMs = 0;
let gate: Promise<void> | null = null;
const pauses: number[] = [];
const sleep = async (ms: number) => {
  pauses.push(ms);
  virtualMs += ms;
  if (gate) await gate;
};
/** When (virtual ms) each WhatsApp send reached the transport. */
const sendTimes: number[] = [];

const transports = (url: () => string): Transports => {
  const whatsapp = () => createWhatsAppTransport({ config: { url: url(), appKey: 'app', authKey: 'auth' } });
  return {
    whatsapp: {
      send: (m) => {
        sendTimes.push(virtualMs);
        return whatsapp().send(m);
      },
    },
    email: { send: async () => ({ status: 'sent', providerMessageId: null }) },
  };
};
const service = (db = t.database.db) =>
  createCouponSendingService({
    db,
    transports: transports(() => provider.url),
    logger: silent,
    sleep,
    settlePollMs: 10,
  });

const BASE = '/api/coupons/sending';
const as = (who: Who, method: string, path: string, payload?: unknown) =>
  call(method, `${BASE}${path}`, payload, who === 'visitor' ? {} : { jar: jars[who] });

let phoneSeq = 0;
/** A customer with a Brazilian number (unless given), verified and active unless told otherwise. */
async function customer(
  name: string,
  change: { phone?: string | null; verified?: boolean; active?: boolean } = {},
) {
  const phone =
    change.phone === undefined ? `+55 11 9${String(10_000_000 + ++phoneSeq).slice(-8)}` : change.phone;
  const c = await insertCustomer(t.database.db, phone);
  await t.database.db
    .update(usersUnified)
    .set({ full_name: name, is_verified: change.verified ?? true, is_active: change.active ?? true })
    .where(eq(usersUnified.id, c.profileId!));
  return { id: c.profileId!, name, phone, digits: phone ? phone.replace(/\D/g, '') : '' };
}

let couponId = '';
let otherCouponId = '';
beforeAll(async () => {
  provider = await startFakeWhatsApp();
  // The app's sending service on the fake provider and the controllable pause.
  t = await createTestApp({ services: (database) => ({ couponSending: service(database.db) }) });
  call = caller(t);
  const admin = await signIn(t, 'admin');
  jars.admin = admin.jar;
  adminId = admin.userId;
  jars.manager = (await signIn(t, 'manager', 'brazil-prime-marietta')).jar;
  jars.customer = (await signIn(t)).jar;
  const now = Date.now();
  couponId = (
    await insertCoupon(t.database.db, {
      code: 'PICANHA10',
      name: 'Semana do churrasco',
      type: 'percentage',
      value: '10.00',
      maximum_discount: '50.00',
      minimum_order: '100.00',
      usage_limit: 100,
      used_count: 4,
      valid_from: new Date(now - 86_400_000),
      valid_until: new Date(now + 30 * 86_400_000),
    })
  ).id;
  otherCouponId = (
    await insertCoupon(t.database.db, {
      code: 'FIXO15',
      value: '15.00',
      valid_from: new Date(now - 86_400_000),
      valid_until: new Date(now + 30 * 86_400_000),
    })
  ).id;
});
afterAll(async () => {
  await t.services.couponSending.stop();
  await provider.close();
  await t.close();
});
beforeEach(() => {
  Object.assign(provider.state, { mode: 'ok', delayMs: 0 });
  provider.state.refuse.clear();
  provider.delivered.length = 0;
  pauses.length = 0;
  sendTimes.length = 0;
  virtualMs = 0;
  gate = null;
});

const deliveredTo = () => provider.delivered.map((r) => provider.field(r, 'to'));
const startBulk = async (customerIds: string[], couponIds = [couponId], who: Who = 'admin') =>
  as(who, 'POST', '/jobs', { couponIds, customerIds });
const finished = async (id: string) => {
  await t.services.couponSending.settled(id);
  return body<JobDetail>(await as('admin', 'GET', `/jobs/${id}`), 200);
};

describe('who may send (permission table: admins only; a manager sees coupons, does not send)', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/coupons'],
    ['GET', '/stores'],
    ['GET', '/customers'],
    ['POST', '/preview', { couponIds: [] }],
    ['POST', '/send', {}],
    ['GET', '/jobs'],
    ['POST', '/jobs', {}],
    ['GET', '/jobs/00000000-0000-4000-8000-000000000000'],
    ['POST', '/jobs/00000000-0000-4000-8000-000000000000/cancel'],
  ];
  it.each(routes)('%s %s: visitor 401, customer 403, manager 403', async (method, path, payload) => {
    expect((await as('visitor', method, path, payload)).status).toBe(401);
    expect((await as('customer', method, path, payload)).status).toBe(403);
    expect((await as('manager', method, path, payload)).status).toBe(403);
  });
  it('a manager cannot start a bulk send: nothing is sent', async () => {
    const ana = await customer('Ana Manager');
    expect((await startBulk([ana.id], [couponId], 'manager')).status).toBe(403);
    expect(provider.attempts()).toBe(provider.attempts());
    expect(provider.delivered).toHaveLength(0);
  });
});

describe('choosing coupons and customers', () => {
  it('none valid → "Nenhum cupom válido encontrado para envio", for preview, single and bulk', async () => {
    const expired = await insertCoupon(t.database.db, {
      code: 'VENCIDO1',
      valid_from: new Date('2020-01-01'),
      valid_until: new Date('2020-02-01'),
    });
    const ana = await customer('Ana Vencido');
    for (const [path, payload] of [
      ['/preview', { couponIds: [expired.id] }],
      ['/send', { couponIds: [expired.id], customerId: ana.id }],
      ['/jobs', { couponIds: [expired.id], customerIds: [ana.id] }],
    ] as const) {
      const res = await body<{ error: { message: string; key: string } }>(
        await as('admin', 'POST', path, payload),
        422,
      );
      expect(res.error).toMatchObject({
        key: 'couponSending.noValidCoupon',
        message: NO_VALID_COUPON_TO_SEND,
      });
    }
    expect(provider.delivered).toHaveLength(0);
  });

  it('the preview is §9 text of each valid coupon', async () => {
    const res = await body<{ messages: { code: string; text: string }[] }>(
      await as('admin', 'POST', '/preview', { couponIds: [couponId, otherCouponId] }),
      200,
    );
    const [row] = await t.database.db.select().from(coupons).where(eq(coupons.id, couponId));
    expect(res.messages[0]).toEqual({
      couponId,
      code: 'PICANHA10',
      text: couponMessage(couponToSend(row!), await readBrandName(t.database.db)),
    });
    expect(res.messages[0]!.text).toMatch(/10% de desconto \(máximo R\$\s50,00\)/);
    expect(res.messages[0]!.text).toMatch(/Pedido mínimo: R\$\s100,00/);
    expect(res.messages[0]!.text).toContain('Usos restantes: 96');
    expect(res.messages[1]!.text).toMatch(/R\$\s15,00 de desconto/);
  });

  it('the list says who may receive and why the others may not', async () => {
    await customer('Zeca Sem Telefone', { phone: null });
    await customer('Zeca Inativo', { active: false });
    await customer('Zeca Não Verificado', { verified: false });
    await customer('Zeca Internacional', { phone: '+1 404 555 0199' });
    const list = await body<{
      customers: { name: string; reach: { eligible: boolean; reasons: string[]; route: string | null } }[];
    }>(await as('admin', 'GET', '/customers?q=zeca'), 200);
    expect(list.customers.map((c) => [c.name, c.reach.eligible, c.reach.reasons, c.reach.route])).toEqual([
      ['Zeca Inativo', false, ['inactive'], 'automatic'],
      ['Zeca Internacional', true, [], 'manual'],
      ['Zeca Não Verificado', false, ['unverified'], 'automatic'],
      ['Zeca Sem Telefone', false, ['no_phone'], null],
    ]);
  });
});

describe('single send: the result at once', () => {
  it('a verified Brazilian customer: sent through the outbox (§7.3 form), audited', async () => {
    const ana = await customer('Ana Única');
    const res = await body<{ result: { success: boolean; messageId: string } }>(
      await as('admin', 'POST', '/send', { couponIds: [couponId], customerId: ana.id }),
      200,
    );
    expect(res.result).toMatchObject({ success: true, message: 'Cupom enviado' });
    expect(provider.delivered).toHaveLength(1);
    expect(provider.delivered[0]!.fields.map(([k]) => k)).toEqual([
      'appkey',
      'authkey',
      'to',
      'message',
      'sandbox',
    ]);
    expect(provider.field(provider.delivered[0]!, 'to')).toBe(ana.digits);
    expect(provider.field(provider.delivered[0]!, 'sandbox')).toBe('false');
    const [row] = await t.database.db.select().from(messages).where(eq(messages.id, res.result.messageId));
    expect(row).toMatchObject({ status: 'sent', purpose: 'coupon', attempts: 1, related_id: ana.id });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'coupon.sent'), eq(auditLog.entity_id, ana.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_user_id: adminId, actor_role: 'admin' });
  });

  it("a provider refusal is the customer's error at once; the row is failed, not retried later", async () => {
    const bia = await customer('Bia Recusada');
    provider.state.refuse.add(bia.digits);
    const res = await body<{ result: { success: boolean; error: string } }>(
      await as('admin', 'POST', '/send', { couponIds: [couponId], customerId: bia.id }),
      200,
    );
    expect(res.result.success).toBe(false);
    expect(res.result.error).toMatch(/^Não foi possível criar mensagem \(HTTP 400/);
  });

  it('an international number is blocked with §8.6 advice; "Envio Internacional" gives the chat link and is recorded', async () => {
    const joe = await customer('Joe Georgia', { phone: '+1 404 555 0123' });
    const blocked = await body<{ result: { success: boolean; blocked: boolean; error: string } }>(
      await as('admin', 'POST', '/send', { couponIds: [couponId], customerId: joe.id }),
      200,
    );
    expect(blocked.result).toEqual({ success: false, blocked: true, error: INTERNATIONAL_BLOCKED_MESSAGE });
    const forced = await body<{ result: { success: boolean; chatLinks: string[] } }>(
      await as('admin', 'POST', '/send', { couponIds: [couponId], customerId: joe.id, force: true }),
      200,
    );
    expect(forced.result.success).toBe(true);
    expect(forced.result.chatLinks).toHaveLength(1);
    expect(forced.result.chatLinks[0]).toMatch(/^https:\/\/wa\.me\/14045550123\?text=/);
    expect(decodeURIComponent(forced.result.chatLinks[0]!.split('text=')[1]!)).toContain('PICANHA10');
    expect(provider.delivered).toHaveLength(0);
    const actions = (await t.database.db.select().from(auditLog).where(eq(auditLog.entity_id, joe.id))).map(
      (a) => a.action,
    );
    expect(actions.sort()).toEqual(['coupon.send_blocked', 'coupon.sent_manually']);
  });

  it('an unverified customer is refused; an unknown one is 404', async () => {
    const cai = await customer('Caio Não Verificado', { verified: false });
    expect((await as('admin', 'POST', '/send', { couponIds: [couponId], customerId: cai.id })).status).toBe(
      422,
    );
    expect(
      (
        await as('admin', 'POST', '/send', {
          couponIds: [couponId],
          customerId: '00000000-0000-4000-8000-000000000000',
        })
      ).status,
    ).toBe(404);
  });

  it('without WhatsApp keys the outbox keeps the message "not configured" with the §8.6 text', async () => {
    const dani = await customer('Dani Sem Chaves');
    const unconfigured = createCouponSendingService({
      db: t.database.db,
      transports: {
        whatsapp: createWhatsAppTransport({ config: null }),
        email: { send: async () => ({ status: 'sent', providerMessageId: null }) },
      },
      logger: silent,
    });
    const result = await unconfigured.sendOne(
      { userId: adminId, role: 'admin' },
      { couponIds: [couponId], customerId: dani.id, force: false },
    );
    expect(result).toMatchObject({ success: false, error: API_KEYS_NOT_CONFIGURED });
    const [row] = await t.database.db.select().from(messages).where(eq(messages.id, result.messageId!));
    expect(row?.status).toBe('not_configured');
  });
});

describe('bulk send: a job on the server, one customer per second', () => {
  it('30 customers, 3 refused by the provider → the §3.6 bulk result, 1 s apart, each messaged once', async () => {
    const people: Awaited<ReturnType<typeof customer>>[] = [];
    for (let i = 0; i < 30; i++) people.push(await customer(`Bulk ${String(i).padStart(2, '0')}`));
    for (const p of [people[3]!, people[14]!, people[27]!]) provider.state.refuse.add(p.digits);
    const started = await body<JobDetail>(await startBulk(people.map((p) => p.id)), 201);
    expect(started.job).toMatchObject({ status: 'running', total: 30 });
    const done = await finished(started.job.id);
    expect(done.job.status).toBe('done');
    expect(done.result).toEqual<BulkResult>({
      success: true,
      totalCustomers: 30,
      successfulSends: 27,
      failedSends: 3,
      errors: ['Bulk 03', 'Bulk 14', 'Bulk 27'].map((customer) => ({
        customer,
        error: expect.stringMatching(/^Não foi possível criar mensagem \(HTTP 400/),
      })),
    });
    expect(done.items.every((i) => i.state === 'success' || i.state === 'error')).toBe(true);
    // Every customer reached the provider once; the 27 accepted are the delivered ones.
    expect(provider.attempts()).toBeGreaterThanOrEqual(30);
    expect(new Set(deliveredTo()).size).toBe(27);
    expect(deliveredTo()).toHaveLength(27);
    // §9: exactly one second between one customer and the next (virtual clock).
    expect(pauses).toEqual(Array(29).fill(1_000));
    expect(sendTimes.slice(1).map((at, i) => at - sendTimes[i]!)).toEqual(Array(29).fill(1_000));
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'coupon.sent'));
    expect(audits.filter((a) => (a.after as { jobId?: string }).jobId === started.job.id)).toHaveLength(30);
  });

  it('§4.5: all failed is not a success', async () => {
    const a = await customer('Falha A');
    const b = await customer('Falha B');
    provider.state.refuse.add(a.digits).add(b.digits);
    const done = await finished((await body<JobDetail>(await startBulk([a.id, b.id]), 201)).job.id);
    expect(done.result).toMatchObject({
      success: false,
      totalCustomers: 2,
      successfulSends: 0,
      failedSends: 2,
    });
  });

  it('ineligible customers are left out; international ones end in error with the §8.6 advice', async () => {
    const ok = await customer('Mix Ok');
    const unverified = await customer('Mix Não Verificado', { verified: false });
    const intl = await customer('Mix Internacional', { phone: '+1 404 555 0177' });
    const done = await finished(
      (await body<JobDetail>(await startBulk([ok.id, unverified.id, intl.id]), 201)).job.id,
    );
    expect(done.items.map((i) => [i.name, i.state, i.blocked])).toEqual([
      ['Mix Internacional', 'error', true],
      ['Mix Ok', 'success', false],
    ]);
    expect(done.items[0]!.error).toBe(INTERNATIONAL_BLOCKED_MESSAGE);
    // "Envio Internacional" from the job page records the manual send on the item.
    const manual = await body<{ result: { chatLinks: string[] } }>(
      await as('admin', 'POST', '/send', {
        couponIds: [couponId],
        customerId: intl.id,
        force: true,
        jobItemId: done.items[0]!.id,
      }),
      200,
    );
    expect(manual.result.chatLinks[0]).toMatch(/^https:\/\/wa\.me\/14045550177\?text=/);
    const again = await finished(done.job.id);
    expect(again.items[0]!.manualAt).not.toBeNull();
  });

  it('a second bulk send of the same coupons to the same people while one runs is refused; cancel stops the rest', async () => {
    const people: Awaited<ReturnType<typeof customer>>[] = [];
    for (let i = 0; i < 5; i++) people.push(await customer(`Dup ${i}`));
    let open!: () => void;
    gate = new Promise<void>((done) => {
      open = done;
    });
    const first = await body<JobDetail>(await startBulk(people.map((p) => p.id)), 201);
    await waitUntil('the first customer sent', 5_000, () => provider.delivered.length === 1);
    const dup = await body<{ error: { key: string } }>(await startBulk([people[2]!.id, people[4]!.id]), 409);
    expect(dup.error.key).toBe('couponSending.duplicateJob');
    // Another coupon to the same people is another send.
    const other = await body<JobDetail>(await startBulk([people[0]!.id], [otherCouponId]), 201);
    const cancelled = await body<JobDetail>(await as('admin', 'POST', `/jobs/${first.job.id}/cancel`), 200);
    expect(cancelled.job.status).toBe('cancelled');
    open();
    gate = null;
    const done = await finished(first.job.id);
    await finished(other.job.id);
    expect(done.items.map((i) => i.state)).toEqual([
      'success',
      'cancelled',
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
    expect(done.result).toMatchObject({ totalCustomers: 1, successfulSends: 1, success: true });
    expect(deliveredTo().filter((to) => to === people[1]!.digits)).toHaveLength(0);
    expect((await as('admin', 'POST', `/jobs/${first.job.id}/cancel`)).status).toBe(409);
    // Once finished, the same send may start again.
    const again = await body<JobDetail>(await startBulk([people[1]!.id]), 201);
    await finished(again.job.id);
    const list = await body<{ jobs: { id: string }[] }>(await as('admin', 'GET', '/jobs'), 200);
    expect(list.jobs.map((j) => j.id)).toEqual(expect.arrayContaining([first.job.id, again.job.id]));
  });

  it('a restarted server (a new service on the same database) resumes and messages nobody twice', async () => {
    const people: Awaited<ReturnType<typeof customer>>[] = [];
    for (let i = 0; i < 8; i++) people.push(await customer(`Restart ${i}`));
    let open!: () => void;
    let paused = 0;
    const held = new Promise<void>((done) => {
      open = done;
    });
    const first = createCouponSendingService({
      db: t.database.db,
      transports: transports(() => provider.url),
      logger: silent,
      // The third pause never ends until the server is stopping.
      sleep: async () => {
        if (++paused === 3) await held;
      },
    });
    const job = await first.startBulk(
      { userId: adminId, role: 'admin' },
      {
        couponIds: [couponId],
        customerIds: people.map((p) => p.id),
      },
    );
    await waitUntil('three customers sent', 5_000, () => provider.delivered.length === 3);
    const stopping = first.stop();
    open();
    await stopping;
    const mid = await first.job(job.job.id);
    expect(mid.job.status).toBe('running');
    expect(mid.job.counts.success).toBe(3);
    // One customer was left "sending" with a message already delivered (a crash mid-send).
    const fourth = mid.items[3]!;
    const [row] = await t.database.db
      .insert(messages)
      .values({
        channel: 'whatsapp',
        recipient: `+${people[3]!.digits}`,
        body: 'x',
        purpose: 'coupon',
        status: 'sent',
      })
      .returning();
    await t.database.db
      .update(couponSendItems)
      .set({ state: 'sending', message_ids: [row!.id] })
      .where(eq(couponSendItems.id, fourth.id));

    const second = service();
    expect(await second.resume()).toBeGreaterThanOrEqual(1);
    await second.settled(job.job.id);
    const done = await second.job(job.job.id);
    expect(done.job.status).toBe('done');
    expect(done.result).toMatchObject({ totalCustomers: 8, successfulSends: 8, success: true });
    const mine = new Set(people.map((p) => p.digits));
    const sent = deliveredTo().filter((to) => mine.has(to ?? ''));
    expect(sent).toHaveLength(7);
    expect(new Set(sent).size).toBe(7);
    expect(sent).not.toContain(people[3]!.digits);
    await second.stop();
    const [jobRow] = await t.database.db
      .select()
      .from(couponSendJobs)
      .where(eq(couponSendJobs.id, job.job.id));
    expect(jobRow?.finished_at).not.toBeNull();
  });
});

describe('real spacing (measured, a small count)', () => {
  it('three customers reach the provider at least one second apart', async () => {
    const people: Awaited<ReturnType<typeof customer>>[] = [];
    for (let i = 0; i < 3; i++) people.push(await customer(`Tempo ${i}`));
    const times: number[] = [];
    const real = createCouponSendingService({
      db: t.database.db,
      transports: {
        whatsapp: {
          send: (m) => {
            times.push(performance.now());
            return createWhatsAppTransport({ config: { url: provider.url, appKey: 'a', authKey: 'b' } }).send(
              m,
            );
          },
        },
        email: { send: async () => ({ status: 'sent', providerMessageId: null }) },
      },
      logger: silent,
    });
    const job = await real.startBulk(
      { userId: adminId, role: 'admin' },
      {
        couponIds: [couponId],
        customerIds: people.map((p) => p.id),
      },
    );
    await real.settled(job.job.id);
    const gaps = times.slice(1).map((at, i) => at - times[i]!);
    expect(gaps).toHaveLength(2);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(1_000);
    await real.stop();
  }, 20_000);
});
