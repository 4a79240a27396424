import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { usersUnified } from '../server/modules/accounts/schema';
import type { JobDetail } from '../server/modules/coupon-sending/jobs';
import { createCouponSendingService } from '../server/modules/coupon-sending/service';
import type { Transports } from '../server/modules/messaging/transports/types';
import { createWhatsAppTransport } from '../server/modules/messaging/transports/whatsapp';
import { type Call, type CookieJar, caller } from './accounts';
import { type FakeWhatsApp, startFakeWhatsApp } from './messaging/fake-whatsapp';
import { silent } from './messaging/outbox-fixture';
import { body, insertCoupon, insertCustomer, signIn } from './orders';
import { createTestApp, type TestApp } from './test-app';

export type Who = 'visitor' | 'customer' | 'manager' | 'admin';
export const BASE = '/api/coupons/sending';

/**
 * The coupon-sending API tests' shared setup (decision 044): an app whose sending service talks to
 * a real local fake WhatsApp provider, with a controllable pause between customers (a virtual
 * clock each pause moves, or a gate a test holds shut), staff signed in, and two valid coupons.
 * Call once at a test file's top level; the returned object is filled in `beforeAll`.
 */
export function couponSendingSuite() {
  const s = {
    t: undefined as unknown as TestApp,
    call: undefined as unknown as Call,
    provider: undefined as unknown as FakeWhatsApp,
    jars: {} as Record<Exclude<Who, 'visitor'>, CookieJar>,
    adminId: '',
    couponId: '',
    otherCouponId: '',
    virtualMs: 0,
    gate: null as Promise<void> | null,
    /** Each pause asked for between customers. */
    pauses: [] as number[],
    /** When (virtual ms) each WhatsApp send reached the transport. */
    sendTimes: [] as number[],
    phoneSeq: 0,
  };
  const sleep = async (ms: number) => {
    s.pauses.push(ms);
    s.virtualMs += ms;
    if (s.gate) await s.gate;
  };
  const transports = (url: () => string): Transports => {
    const whatsapp = () =>
      createWhatsAppTransport({ config: { url: url(), appKey: 'app', authKey: 'auth' } });
    return {
      whatsapp: {
        send: (m) => {
          s.sendTimes.push(s.virtualMs);
          return whatsapp().send(m);
        },
      },
      email: { send: async () => ({ status: 'sent', providerMessageId: null }) },
    };
  };
  const service = (db = s.t.database.db) =>
    createCouponSendingService({
      db,
      transports: transports(() => s.provider.url),
      logger: silent,
      sleep,
      settlePollMs: 10,
    });
  const as = (who: Who, method: string, path: string, payload?: unknown) =>
    s.call(method, `${BASE}${path}`, payload, who === 'visitor' ? {} : { jar: s.jars[who] });
  /** A customer with a Brazilian number (unless given), verified and active unless told otherwise. */
  const customer = async (
    name: string,
    change: { phone?: string | null; verified?: boolean; active?: boolean } = {},
  ) => {
    const phone =
      change.phone === undefined ? `+55 11 9${String(10_000_000 + ++s.phoneSeq).slice(-8)}` : change.phone;
    const c = await insertCustomer(s.t.database.db, phone);
    await s.t.database.db
      .update(usersUnified)
      .set({ full_name: name, is_verified: change.verified ?? true, is_active: change.active ?? true })
      .where(eq(usersUnified.id, c.profileId!));
    return { id: c.profileId!, name, phone, digits: phone ? phone.replace(/\D/g, '') : '' };
  };
  const deliveredTo = () => s.provider.delivered.map((r) => s.provider.field(r, 'to'));
  const startBulk = async (customerIds: string[], couponIds = [s.couponId], who: Who = 'admin') =>
    as(who, 'POST', '/jobs', { couponIds, customerIds });
  const finished = async (id: string) => {
    await s.t.services.couponSending.settled(id);
    return body<JobDetail>(await as('admin', 'GET', `/jobs/${id}`), 200);
  };

  beforeAll(async () => {
    s.provider = await startFakeWhatsApp();
    // The app's sending service on the fake provider and the controllable pause.
    s.t = await createTestApp({ services: (database) => ({ couponSending: service(database.db) }) });
    s.call = caller(s.t);
    const admin = await signIn(s.t, 'admin');
    s.jars.admin = admin.jar;
    s.adminId = admin.userId;
    s.jars.manager = (await signIn(s.t, 'manager', 'brazil-prime-marietta')).jar;
    s.jars.customer = (await signIn(s.t)).jar;
    const now = Date.now();
    s.couponId = (
      await insertCoupon(s.t.database.db, {
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
    s.otherCouponId = (
      await insertCoupon(s.t.database.db, {
        code: 'FIXO15',
        value: '15.00',
        valid_from: new Date(now - 86_400_000),
        valid_until: new Date(now + 30 * 86_400_000),
      })
    ).id;
  });
  afterAll(async () => {
    await s.t.services.couponSending.stop();
    await s.provider.close();
    await s.t.close();
  });
  beforeEach(() => {
    Object.assign(s.provider.state, { mode: 'ok', delayMs: 0 });
    s.provider.state.refuse.clear();
    s.provider.delivered.length = 0;
    s.pauses.length = 0;
    s.sendTimes.length = 0;
    s.virtualMs = 0;
    s.gate = null;
  });
  return Object.assign(s, { sleep, transports, service, as, customer, deliveredTo, startBulk, finished });
}
