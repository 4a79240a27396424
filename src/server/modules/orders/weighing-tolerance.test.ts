import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@/shared/errors';
import type { OrderDetail } from '@/shared/orders/types';
import type { PublicSettings } from '@/shared/settings/public-settings';
import type { Call, CookieJar } from '@/testing/accounts';
import { body, type OrderDesk, orderDeskTestApp, signIn } from '@/testing/orders';
import type { TestApp } from '@/testing/test-app';
import { auditLog } from '../audit/schema';
import { siteSettings } from '../settings/schema';
import { orders } from './schema';

/**
 * Decision 051: the weighing tolerance is the shop's setting `weighing_tolerance_pct`
 * (manage_system_settings, 0–50 %, whole or one decimal). A new order keeps the value in force
 * when it is placed; changing the setting never changes an order already placed, nor its weighing.
 */
let t: TestApp;
let call: Call;
let placeFor: OrderDesk['newOrder'];
const jars = {} as Record<'admin' | 'superAdmin' | 'manager', CookieJar>;
let customer: { jar: CookieJar; userId: string };

beforeAll(async () => {
  ({ t, call, newOrder: placeFor } = await orderDeskTestApp());
  jars.admin = (await signIn(t, 'admin')).jar;
  jars.superAdmin = (await signIn(t, 'super_admin')).jar;
  jars.manager = (await signIn(t, 'manager', 'brazil-prime-marietta')).jar;
  customer = await signIn(t);
});
afterAll(() => t.close());

/** ≈ 1 kg picanha, sold by weight, delivered. */
const newOrder = () => placeFor(customer, { weighedOnly: true });

const KEY = 'weighing_tolerance_pct';
const saveOne = (jar: CookieJar | undefined, value: string) =>
  call('PUT', `/api/settings/staff/general/${KEY}`, { value }, jar ? { jar } : {});
const publicSettings = async () => body<PublicSettings>(await call('GET', '/api/settings'), 200);
const stored = async () =>
  (await t.database.db.select().from(siteSettings).where(eq(siteSettings.key, KEY)))[0]?.value;

const readOrder = async (id: string) =>
  (
    await body<{ order: OrderDetail }>(
      await call('GET', `/api/orders/staff/${id}`, undefined, { jar: jars.admin }),
      200,
    )
  ).order;
const staff = (path: string, b?: unknown) => call('POST', `/api/orders/staff${path}`, b, { jar: jars.admin });

describe('who may change the tolerance', () => {
  it('401 signed out, 403 for a customer and a manager; nothing changes', async () => {
    expect((await saveOne(undefined, '20')).status).toBe(401);
    for (const jar of [customer.jar, jars.manager]) {
      const refused = await body<ErrorBody>(await saveOne(jar, '20'), 403);
      expect(refused.error.code).toBe('forbidden');
    }
    const all = await body<{ settings: unknown }>(
      await call('PUT', '/api/settings/staff/general', {}, { jar: jars.manager }),
      403,
    );
    expect(all).toMatchObject({ error: { code: 'forbidden' } });
    expect(await stored()).toBe('10');
    expect((await publicSettings()).weighingTolerancePct).toBe(10);
  });

  it('is refused outside 0–50 or with more than one decimal, on its field, in Portuguese and English', async () => {
    for (const bad of ['50,5', '-1', '12,25', 'dez', '']) {
      const refused = await body<ErrorBody>(await saveOne(jars.admin, bad), 422);
      expect(refused.error.key).toBe('settings.saveKeyFailed');
      expect(refused.error.fields?.value?.[0]?.key).toBe('settings.toleranceInvalid');
    }
    // The Portuguese text here; the English one is the web dictionary's (a missing key does not compile).
    const refused = await body<ErrorBody>(await saveOne(jars.admin, '60'), 422);
    expect(refused.error.message).toBe(
      `Erro ao salvar ${KEY}: Use um número de 0 a 50, inteiro ou com uma casa decimal (por exemplo 10 ou 12,5).`,
    );
    expect(await stored()).toBe('10');
  });
});

describe('new orders take the tolerance in force; placed orders keep theirs', () => {
  it('an admin saves 12,5 % (audited, stored "12.5"); the next order keeps it, an older one its 10 %', async () => {
    const older = await newOrder();
    expect(older.weighing?.tolerancePct).toBe(10);

    const saved = await body<{ settings: PublicSettings }>(await saveOne(jars.admin, '12,5'), 200);
    expect(saved.settings.weighingTolerancePct).toBe(12.5);
    expect(await stored()).toBe('12.5');
    expect((await publicSettings()).weighingTolerancePct).toBe(12.5);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity_type, 'site_settings'))
      .orderBy(auditLog.at);
    expect(entry).toMatchObject({ action: 'settings.update', after: { [KEY]: '12.5' } });

    const newer = await newOrder();
    expect(newer.weighing?.tolerancePct).toBe(12.5);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, newer.id));
    expect(row?.weighing?.tolerancePct).toBe(12.5);
    expect((await readOrder(older.id)).weighing?.tolerancePct).toBe(10);

    // A later change touches neither: 0 % now, and each order is weighed by its own rule.
    await body(await saveOne(jars.superAdmin, '0'), 200);
    for (const order of [older, newer]) {
      await staff(`/${order.id}/status`, { status: 'confirmed' });
      const res = await staff(`/${order.id}/weights`, {
        lines: [{ itemId: order.items[0]!.id, weight: '1,2' }],
      });
      expect(res.status).toBe(200);
    }
    const olderWeighed = await readOrder(older.id);
    const newerWeighed = await readOrder(newer.id);
    // 1,2 kg ordered at ≈ 1 kg: capped at 1,1 kg (10 %) = R$ 131,89 and at 1,125 kg (12,5 %) = R$ 134,89.
    expect(olderWeighed.weighing?.tolerancePct).toBe(10);
    expect(olderWeighed.items[0]).toMatchObject({ finalGrams: 1200, lineTotalCents: 13189 });
    expect(newerWeighed.weighing?.tolerancePct).toBe(12.5);
    expect(newerWeighed.items[0]).toMatchObject({ finalGrams: 1200, lineTotalCents: 13489 });

    // And the next order is placed under 0 %.
    expect((await newOrder()).weighing?.tolerancePct).toBe(0);
  });
});
