import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@/shared/orders/types';
import type { CookieJar } from '@/testing/accounts';
import { body, signIn } from '@/testing/orders';
import { cardTestApp } from '@/testing/payments';
import type { ChartsReport } from './chart-reads';

/** The dashboard and the orders CSV count card money: charged after weighing, refunded (decision 082). */
let c: Awaited<ReturnType<typeof cardTestApp>>;
let admin: CookieJar;
let customer: { jar: CookieJar; userId: string };

beforeAll(async () => {
  c = await cardTestApp();
  admin = (await signIn(c.t, 'admin')).jar;
  customer = await signIn(c.t);
});
afterAll(() => c.close());

const staff = (path: string, b?: unknown) => c.call('POST', `/api/orders/staff${path}`, b, { jar: admin });

describe('card money in the reports', () => {
  it('the charts and the orders CSV show what was charged and refunded', async () => {
    const before = await body<ChartsReport>(
      await c.call('GET', '/api/reports/staff/charts?days=7', undefined, { jar: admin }),
      200,
    );
    const { order, payment } = await c.cardOrder(customer);
    expect((await c.payOnPage(payment.url, '4242 4242 4242 4242')).status).toBe(303);
    await c.fake.webhooks.settled();
    await body(await staff(`/${order.id}/status`, { status: 'preparing' }), 200);
    await body(
      await staff(`/${order.id}/weights`, { lines: [{ itemId: order.items[0]!.id, weight: '1,08' }] }),
      200,
    );
    const { order: paid } = await body<{ order: OrderDetail }>(
      await staff(`/${order.id}/payment/capture`),
      200,
    );
    await body(
      await staff(`/${order.id}/payment/refund`, { amountCents: 500, reason: 'Embalagem danificada' }),
      200,
    );

    const after = await body<ChartsReport>(
      await c.call('GET', '/api/reports/staff/charts?days=7', undefined, { jar: admin }),
      200,
    );
    expect(after.card.capturedCents - before.card.capturedCents).toBe(paid.payment!.capturedCents);
    expect(after.card.refundedCents - before.card.refundedCents).toBe(500);
    expect(after.card.netCents).toBe(after.card.capturedCents - after.card.refundedCents);

    const csv = await (
      await c.call('GET', '/api/reports/staff/export/orders?lang=en', undefined, { jar: admin })
    ).text();
    const [header, ...rows] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const columns = header!.split(',');
    expect(columns.slice(-2)).toEqual(['Charged to card', 'Refunded to card']);
    const line = rows.find((r) => r.startsWith(`${order.number.replace(/\D/g, '')},`)) ?? rows.join('\n');
    const captured = (paid.payment!.capturedCents / 100).toFixed(2);
    expect(line.endsWith(`,${captured},5.00`)).toBe(true);
  });
});
