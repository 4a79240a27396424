import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { messages } from '../server/modules/messaging/schema';
import type { Customer } from '../server/modules/orders/context';
import { orderItems, orders } from '../server/modules/orders/schema';
import { stores } from '../server/modules/stores/schema';
import { insertCustomer } from './orders';

export type SmallOrder = {
  customer: Customer;
  storeId: string;
  at: string;
  status: string;
  total: string;
  couponCode?: string;
  discount?: string;
  items: {
    productId: string | null;
    name: string;
    quantity: number;
    weightKg?: string | null;
    lineTotal: string;
  }[];
};

/** An order written straight into the tables, at a chosen instant, with its lines. */
export async function insertOrder(db: Db, o: SmallOrder): Promise<string> {
  const [row] = await db
    .insert(orders)
    .values({
      customer_user_id: o.customer.userId,
      customer_name: o.customer.name,
      customer_email: o.customer.email,
      store_id: o.storeId,
      status: o.status,
      fulfilment_type: 'delivery',
      delivery_date: o.at.slice(0, 10),
      window_id: 'morning',
      window_start: '09:00',
      window_end: '12:00',
      subtotal: o.total,
      total: o.total,
      discount: o.discount ?? '0',
      coupon_code: o.couponCode ?? null,
      payment_method: 'pay_on_delivery',
      idempotency_key: randomUUID(),
      created_at: new Date(o.at),
      updated_at: new Date(o.at),
    })
    .returning({ id: orders.id });
  await db.insert(orderItems).values(
    o.items.map((item, position) => ({
      order_id: row!.id,
      product_id: item.productId,
      product_name: item.name,
      weight_kg: item.weightKg ?? null,
      quantity: item.quantity,
      unit_price: item.lineTotal,
      line_total: item.lineTotal,
      position,
    })),
  );
  return row!.id;
}

/**
 * The reports' small data set, computed by hand in reports/staff-routes.test.ts: five orders of
 * three customers in two stores around CLOCK (Monday 23 Nov 2026, 10:00 in Georgia), and four
 * outbox messages (three failed: two about orders of each store, one about a person).
 */
export async function smallReportData(db: Db, picanhaId: string) {
  const [demo] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(eq(stores.slug, 'brazil-prime-marietta'));
  const [other] = await db
    .insert(stores)
    .values({ name: 'Brazil Prime — Buckhead', slug: `buckhead-${randomUUID().slice(0, 6)}` })
    .returning({ id: stores.id, slug: stores.slug });
  const [a, b, c] = [await insertCustomer(db), await insertCustomer(db), await insertCustomer(db)];
  const M = demo!.id;
  const B = other!.id;
  const picanha = (quantity: number, lineTotal: string, weightKg: string | null = '1.200') => ({
    productId: picanhaId,
    name: 'Picanha',
    quantity,
    weightKg,
    lineTotal,
  });
  const linguica = (lineTotal: string) => ({
    productId: null,
    name: 'Linguiça, "da casa"',
    quantity: 1,
    lineTotal,
  });
  const ids = {
    first: await insertOrder(db, {
      customer: a!,
      storeId: M,
      at: '2026-11-23T14:00:00Z',
      status: 'confirmed',
      total: '100.00',
      couponCode: 'BEMVINDO10',
      discount: '10.00',
      items: [picanha(2, '80.00'), linguica('20.00')],
    }),
    second: await insertOrder(db, {
      customer: b!,
      storeId: M,
      at: '2026-11-22T03:00:00Z',
      status: 'pending_payment',
      total: '50.00',
      items: [picanha(1, '50.00')],
    }),
    older: await insertOrder(db, {
      customer: a!,
      storeId: M,
      at: '2026-11-10T15:00:00Z',
      status: 'completed',
      total: '30.00',
      items: [linguica('30.00')],
    }),
    cancelled: await insertOrder(db, {
      customer: c!,
      storeId: M,
      at: '2026-11-23T12:00:00Z',
      status: 'cancelled',
      total: '999.00',
      items: [picanha(10, '999.00')],
    }),
    elsewhere: await insertOrder(db, {
      customer: c!,
      storeId: B,
      at: '2026-11-22T18:00:00Z',
      status: 'out_for_delivery',
      total: '70.00',
      couponCode: 'churrasco25',
      discount: '5.00',
      items: [picanha(1, '70.00', null)],
    }),
  };
  const message = (status: 'failed' | 'sent', related: string) => ({
    channel: 'email' as const,
    recipient: 'x@example.com',
    body: '…',
    purpose: 'order_update' as const,
    status,
    related_id: related,
  });
  await db
    .insert(messages)
    .values([
      message('failed', ids.first),
      message('failed', ids.elsewhere),
      message('failed', a!.userId),
      message('sent', ids.second),
    ]);
  return { demoStore: M, otherStore: B, otherSlug: other!.slug, customers: { a: a!, b: b!, c: c! }, ids };
}
